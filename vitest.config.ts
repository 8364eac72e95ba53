import { defineConfig } from "vitest/config";

const shared = {
  globalSetup: ["./test/global-setup.ts"],
  setupFiles: ["./test/setup.ts"],
};

export default defineConfig({
  test: {
    reporters: ["default", "./test/summary-reporter.ts"],
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
            "apps/web/app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          pool: "forks",
          // Each worker keeps its modules (and its warm PGlite) between files; every file still gets
          // its own database from the template (docs/decisions/0003-database.md).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...shared,
          name: "e2e",
          include: ["apps/web/e2e/**/*.test.ts"],
          globalSetup: [...shared.globalSetup, "./apps/web/e2e/support/global-setup.ts"],
          pool: "forks",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
