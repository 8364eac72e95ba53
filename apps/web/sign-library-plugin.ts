import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";
import type { buildContentData } from "./sign-library-data";

const PREFIX = "virtual:sign-library/";
const FIGURES = "virtual:landing-figures";
const SEARCH = "virtual:search-index/";
const DATA_MODULE = fileURLToPath(new URL("./sign-library-data.ts", import.meta.url));

/**
 * `virtual:sign-library/pt` and `/en`: the sign library's data, computed from content/ when the
 * web app is built (docs/decisions/0029-sign-library.md); `virtual:landing-figures`: the counts
 * the landing page states, from the same load of content/; `virtual:search-index/pt` and `/en`:
 * the site search's index of public pages and signs. The pages are prerendered and
 * the catalogue changes only with content/, so no request is needed to show them. The content
 * package is TypeScript, so it is loaded through Vite's module runner rather than imported here.
 */
export function signLibraryPlugin(): Plugin {
  let data: Promise<ReturnType<typeof buildContentData>> | undefined;
  const load = () =>
    (data ??= runnerImport<{ buildContentData: typeof buildContentData }>(DATA_MODULE, {
      configFile: false,
      logLevel: "silent",
    }).then(({ module }) => module.buildContentData()));
  return {
    name: "cc-sign-library",
    resolveId: (id) =>
      id.startsWith(PREFIX) || id.startsWith(SEARCH) || id === FIGURES ? `\0${id}` : undefined,
    async load(id) {
      if (id === `\0${FIGURES}`) return `export default ${JSON.stringify((await load()).figures)};`;
      const [prefix, part] = id.startsWith(`\0${SEARCH}`)
        ? [SEARCH, "search" as const]
        : [PREFIX, "library" as const];
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const locale = id.slice(prefix.length + 1);
      if (locale !== "pt" && locale !== "en") throw new Error(`no ${part} data for ${locale}`);
      return `export default ${JSON.stringify((await load())[part][locale])};`;
    },
  };
}
