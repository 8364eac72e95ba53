import { prepareTestTemplate, testEngine } from "@cc/db/testing";
import type { TestProject } from "vitest/node";

/**
 * Once per test run: builds (or reuses) the migrated template every test database is copied from.
 * The engine is PostgreSQL when DATABASE_URL is set, PGlite otherwise.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const key = await prepareTestTemplate();
  project.provide("testTemplateKey", key);
  console.log(
    `[${project.name}] test database template ${key} on ${testEngine()} ready in ${Math.round(performance.now() - started)} ms`,
  );
}
