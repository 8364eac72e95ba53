import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";

const CLIENT = fileURLToPath(new URL("../../apps/web/build/client", import.meta.url));

/** The JavaScript and CSS a visitor downloads for the landing page, raw, gzip and brotli. */
export async function benchWebSize() {
  const html = join(CLIENT, "index.html");
  if (!existsSync(html)) throw new Error("No web build: run `npm run build` first.");
  const page = readFileSync(html, "utf8");
  const referenced = new Set(
    [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string),
  );
  // Inline module imports (the route modules loaded at start) count too.
  for (const m of page.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) {
    referenced.add(m[1] as string);
  }
  const totals = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  for (const asset of referenced) {
    const data = readFileSync(join(CLIENT, asset));
    const kind = asset.endsWith(".css") ? "css" : "js";
    totals[kind].raw += data.length;
    totals[kind].gzip += gzipSync(data, { level: 9 }).length;
    totals[kind].brotli += brotliCompressSync(data).length;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`landing page assets: ${referenced.size} files`);
  for (const kind of ["js", "css"] as const) {
    const { raw, gzip, brotli } = totals[kind];
    console.log(`  ${kind.padEnd(3)} raw ${kb(raw)}  gzip ${kb(gzip)}  brotli ${kb(brotli)}`);
  }
  console.log(`  html gzip ${kb(gzipSync(page).length)}`);
}
