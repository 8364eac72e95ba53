import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/**
 * Browser journeys need Debian's Chromium and a current web build. Without the browser they are
 * skipped with a loud notice, unless E2E=required (CI), where a missing browser fails the run.
 */
export default function setup(project: TestProject) {
  const browser = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(browser)) {
    if (process.env.E2E === "required") {
      throw new Error(`E2E=required but no Chromium at ${browser} (apt-get install -y chromium).`);
    }
    const line = "!".repeat(78);
    console.warn(
      `\n${line}\n  BROWSER TESTS SKIPPED: no Chromium at ${browser}.\n  Install it (apt-get install -y chromium) or set CHROMIUM_PATH; E2E=required makes this an error.\n${line}\n`,
    );
    project.provide("e2eBrowser", null);
    return;
  }
  execFileSync(process.execPath, ["scripts/ensure-builds.mjs", "web"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  project.provide("e2eBrowser", browser);
}
