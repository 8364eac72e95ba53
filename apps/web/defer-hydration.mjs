// After `react-router build`: the prerendered pages whose route asks for it (handle
// `hydrate: "on-interaction"`, marked by `data-hydrate` on <html>) are served without the app's
// scripts. React Router's scripts and module preloads move into <template id="app-scripts">, and
// the small boot script (app/lib/hydration/boot.ts) is inlined in <head> to start the app when the
// visitor needs it (decision "public-pages-budget").
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSync } from "esbuild";

const root = process.argv[2];
if (!root) throw new Error("usage: defer-hydration.mjs <build/client>");

const boot = buildSync({
  entryPoints: [new URL("./app/lib/hydration/boot.ts", import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  write: false,
}).outputFiles[0].text.trim();

const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
// The first script the router's <ScrollRestoration/> and <Scripts/> write; all of the app's
// scripts follow it up to </body>.
const ROUTER_SCRIPTS = /<script>\(\(storageKey|<script>window\.__reactRouterContext/;

let pages = 0;
for (const entry of readdirSync(root, { recursive: true })) {
  const file = join(root, String(entry));
  if (!file.endsWith("index.html")) continue;
  const html = readFileSync(file, "utf8");
  if (!/<html[^>]* data-hydrate="on-interaction"/.test(html)) continue;
  const preloads = html.match(PRELOAD) ?? [];
  const start = html.search(ROUTER_SCRIPTS);
  const end = html.lastIndexOf("</body>");
  if (preloads.length === 0 || start < 0 || end < start) {
    throw new Error(`${file}: the router's scripts are not where defer-hydration.mjs expects them`);
  }
  const head = html.slice(0, start).replace(PRELOAD, "");
  writeFileSync(
    file,
    `${head}<template id="app-scripts">${preloads.join("")}${html.slice(start, end)}</template>${html.slice(end)}`.replace(
      "</head>",
      `<script>${boot}</script></head>`,
    ),
  );
  pages++;
}
console.log(`hydration on interaction: ${pages} pages, boot script ${boot.length} bytes`);
