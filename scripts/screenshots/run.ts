// `npm run screenshots`: pictures of the running app for the landing page, in both languages.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCALES } from "@cc/i18n/catalogue";
import { chromium } from "playwright-core";
import { stop, waitFor } from "../bench/support";
import { ROOT, serveArguments } from "../serve-arguments";
import { capture, type Frame, SHOT_FRAMES, SHOTS } from "./capture";
import { seedDemoLearner } from "./demo-learner";
import { type Encoded, encode } from "./encode";

const PORT = 3913;
const OUTPUT = join(ROOT, "apps/web/public/screenshots");
/** What the landing imports: each picture's size and files, by shot, frame and language. */
const MANIFEST = join(ROOT, "apps/web/app/features/landing/screenshots.json");

/**
 * Builds what changed, starts the built server on a new embedded database (as `npm start` does),
 * seeds the demo learner through the API, photographs the app in Chromium, and writes the
 * pictures and their manifest. The old pictures are replaced.
 */
async function main() {
  execFileSync(process.execPath, ["scripts/ensure-builds.mjs", "web"], { cwd: ROOT });
  const dataDir = mkdtempSync(join(tmpdir(), "cc-screenshots-"));
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const server = spawn(process.execPath, serveArguments(), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    // The first start syncs the whole bank into the new database: minutes on a busy machine.
    await waitFor(`${baseUrl}/api/health`, 200, 300_000);
    const token = await seedDemoLearner(baseUrl, dataDir);
    await rm(OUTPUT, { recursive: true, force: true });
    await mkdir(OUTPUT, { recursive: true });
    const manifest: Record<string, Partial<Record<Frame, Record<string, Encoded>>>> = {};
    for (const shot of SHOTS) {
      const frames: Partial<Record<Frame, Record<string, Encoded>>> = {};
      manifest[shot] = frames;
      for (const frame of SHOT_FRAMES[shot]) {
        const byLocale: Record<string, Encoded> = {};
        frames[frame] = byLocale;
        for (const locale of LOCALES) {
          const png = await capture(browser, baseUrl, token, { shot, frame, locale });
          const encoded = await encode(png, frame, `${shot}-${frame}-${locale}`, OUTPUT);
          byLocale[locale] = encoded;
          const widths = encoded.files.map((f) => f.width).join(", ");
          console.log(`${shot} ${frame} ${locale}: widths ${widths}`);
        }
      }
    }
    await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    execFileSync("npx", ["biome", "format", "--write", MANIFEST], { cwd: ROOT, stdio: "inherit" });
  } finally {
    await browser.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
