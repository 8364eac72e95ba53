/**
 * Which layer may import which (docs/decisions/XXXX-guardrails.md). `npm run check` runs
 * `depcruise` with this file; every rule is an error. Tests (`*.test.ts`) of a package or a server
 * module may use their test libraries and drive the server from the top (`operator/`), so the
 * layer rules below leave them out unless they say otherwise.
 */
const TEST = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "contracts-only-zod",
      comment:
        "packages/contracts is shared by server and browser: it imports only zod and itself.",
      severity: "error",
      from: { path: "^packages/contracts/src/", pathNot: TEST },
      to: { pathNot: ["^packages/contracts/src/", "^node_modules/zod/"] },
    },
    {
      name: "domain-only-contracts",
      comment:
        "packages/domain is pure rules: it imports @cc/contracts and the pure libraries listed here (ts-fsrs), nothing with I/O or a framework.",
      severity: "error",
      from: { path: "^packages/domain/src/", pathNot: TEST },
      to: {
        pathNot: ["^packages/domain/src/", "^packages/contracts/src/", "^node_modules/ts-fsrs/"],
      },
    },
    {
      name: "packages-not-apps",
      comment: "The packages are below the apps: none of them imports an app.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "web-feature-not-another-feature",
      comment:
        "A web feature (app/features/X) does not import another feature; what two features share goes to components/ or lib/.",
      severity: "error",
      from: { path: "^apps/web/app/features/([^/]+)/" },
      to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/$1/" },
    },
    {
      name: "web-shared-not-features",
      comment: "components/ and lib/ are below the features and routes: they import neither.",
      severity: "error",
      from: { path: "^apps/web/app/(components|lib)/" },
      to: { path: "^apps/web/app/(features|routes)/" },
    },
    {
      name: "server-core-lowest",
      comment:
        "apps/server/src/core/ (AppError, CurrentUser, translators, command types) is imported by plugins and modules and imports neither.",
      severity: "error",
      from: { path: "^apps/server/src/core/" },
      to: {
        path: "^apps/server/src/(modules|plugins|operator|testing)/|^apps/server/src/(app|server|cli|startup)\\.ts$",
      },
    },
    {
      name: "server-plugins-not-modules",
      comment: "Plugins are Fastify wiring below the modules: they import core/, never a module.",
      severity: "error",
      from: { path: "^apps/server/src/plugins/", pathNot: TEST },
      to: { path: "^apps/server/src/(modules|operator)/" },
    },
    {
      name: "server-modules-not-operator-or-root",
      comment:
        "Modules never import operator/ (which collects their commands) or the app root (app.ts, server.ts, cli.ts, startup.ts), which assembles them.",
      severity: "error",
      from: { path: "^apps/server/src/(modules|plugins|core)/", pathNot: TEST },
      to: { path: "^apps/server/src/operator/|^apps/server/src/(app|server|cli|startup)\\.ts$" },
    },
    {
      name: "server-services-not-plugins",
      comment:
        "Only a module's routes (*.routes.ts) use the plugin layer (guards, rate limits); services, repositories, commands and mails use core/.",
      severity: "error",
      from: { path: "^apps/server/src/modules/", pathNot: [TEST, "\\.routes\\.ts$"] },
      to: { path: "^apps/server/src/plugins/" },
    },
    {
      name: "server-code-not-testing",
      comment: "The server's own code never imports its testing helpers.",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: [TEST, "^apps/server/src/(testing|fuzz)/"] },
      to: { path: "^apps/server/src/testing/" },
    },
    {
      name: "server-only-through-testing-entry",
      comment:
        "Code outside the server (browser journeys, test setup, benchmarks) uses it only through @cc/server/testing (apps/server/src/testing/index.ts).",
      severity: "error",
      from: { pathNot: "^apps/server/" },
      to: { path: "^apps/server/src/", pathNot: "^apps/server/src/testing/index\\.ts$" },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing is a typo or a missing dependency.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: ["^virtual:", "/\\+types/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^apps/web/(build|\\.react-router)/|/migrations/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
