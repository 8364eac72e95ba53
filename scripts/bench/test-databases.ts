import {
  closeIdleTestDatabases,
  createTestDatabase,
  prepareTestTemplate,
  testEngine,
} from "@cc/db/testing";

/** Time to get an isolated, migrated test database, on the engine the environment selects. */
export async function benchTestDatabases() {
  const started = performance.now();
  await prepareTestTemplate();
  console.log(
    `engine: ${testEngine()}; template ready in ${Math.round(performance.now() - started)} ms`,
  );
  const timings: number[] = [];
  for (let i = 0; i < 6; i++) {
    const t0 = performance.now();
    const handle = await createTestDatabase();
    timings.push(performance.now() - t0);
    await handle.close();
  }
  await closeIdleTestDatabases();
  console.log(`first copy ${Math.round(timings[0] ?? 0)} ms (includes loading the engine)`);
  console.log(`next copies ${timings.slice(1).map(Math.round).join(" / ")} ms`);
}
