import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, serveArguments } from "../serve-arguments";
import { stop, waitFor } from "./support";

/** Milliseconds from spawning `npm run serve`'s command to the first healthy answer. */
async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const args = serveArguments();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 20);
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

/** Cold start (new embedded database: created and migrated) and warm starts (existing one). */
export async function benchStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), "cc-bench-startup-"));
  try {
    const cold = await timeToHealthy(dataDir, 3901);
    const warm: number[] = [];
    for (let i = 0; i < 3; i++) warm.push(await timeToHealthy(dataDir, 3901));
    console.log(`cold start (new PGlite database):   ${Math.round(cold)} ms`);
    console.log(`warm start (existing database):     ${warm.map(Math.round).join(" / ")} ms`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
