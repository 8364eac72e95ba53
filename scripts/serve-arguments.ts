import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The node arguments of `npm run serve` (the server bundle), after building
 * the bundle if its sources changed: tests and benchmarks run the server exactly as deployed.
 */
export function serveArguments(): string[] {
  execFileSync(process.execPath, ["scripts/ensure-builds.mjs", "server"], { cwd: ROOT });
  const scripts = JSON.parse(readFileSync(`${ROOT}/package.json`, "utf8")).scripts;
  const [command, ...args] = String(scripts.serve).split(/\s+/);
  if (command !== "node") throw new Error(`unexpected serve script: ${scripts.serve}`);
  return args;
}
