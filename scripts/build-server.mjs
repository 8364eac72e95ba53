// Bundles the API server into one JavaScript file, apps/server/dist/server.mjs, which `npm run serve`
// runs with plain Node: no TypeScript loader in the process (it cost 40 MB of memory and a second of
// startup; docs/decisions/0013-server-bundle.md). Our workspace packages are bundled; every package
// from node_modules stays an import, loaded from node_modules as before.
import { readFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Imports of node_modules packages stay imports; `@cc/*` (our TypeScript) is bundled.
 * @type {import("esbuild").Plugin}
 */
const externalPackages = {
  name: "external-packages",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@cc/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Our files find their data next to themselves (`new URL("../migrations", import.meta.url)`); in
 * the bundle every file would share the bundle's URL, so each keeps the URL of its source file.
 * @type {import("esbuild").Plugin}
 */
const sourceFileUrls = {
  name: "source-file-urls",
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      return {
        contents: source.replaceAll(
          "import.meta.url",
          JSON.stringify(pathToFileURL(args.path).href),
        ),
        loader: "ts",
      };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ["apps/server/src/server.ts"],
  outfile: "apps/server/dist/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [externalPackages, sourceFileUrls],
  logLevel: "warning",
});
