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
 * The whole application on this test file's own database, without a web build and without logs.
 * Use `app.inject` to call it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<AppDependencies> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", WEB_ROOT: "/nonexistent", ...env });
  const app = await buildApp(config, { database, logger: false, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
