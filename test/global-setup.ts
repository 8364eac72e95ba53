import { prepareTestTemplate, testEngine } from "@cc/db/testing";
import { bankFilesHash, syncBank } from "@cc/server/testing";
import type { TestProject } from "vitest/node";

/**
 * Once per test run: builds (or reuses) the template every test database is copied from: migrated,
 * with the question bank loaded. The engine is PostgreSQL when DATABASE_URL is set, PGlite otherwise.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const key = await prepareTestTemplate({
    seed: async (handle) => {
      await syncBank(handle.db);
    },
    seedKey: bankFilesHash(),
  });
  project.provide("testTemplateKey", key);
  console.log(
    `[${project.name}] test database template ${key} on ${testEngine()} ready in ${Math.round(performance.now() - started)} ms`,
  );
}
