import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "@cc/db/database";
import { createTestDatabase } from "@cc/db/testing";
import { type AppDependencies, buildApp } from "../app";
import { type Config, loadConfig } from "../config";

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole application on this test file's own database and data folder, without a web build
 * and without logs. Use `app.inject` to call it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<AppDependencies> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Its own data folder (mails written without SMTP land there), never the developer's .data.
  const dataDir = mkdtempSync(join(tmpdir(), "cc-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    WEB_ROOT: "/nonexistent",
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp(config, { database, logger: false, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
