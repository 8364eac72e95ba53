// Writes .br and .gz twins next to every compressible file of the web build, so the server sends
// precompressed bytes instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2];
if (!root) throw new Error("usage: compress-assets.mjs <folder>");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
let files = 0;
for (const entry of readdirSync(root, { recursive: true })) {
  const path = join(root, String(entry));
  if (!COMPRESSIBLE.test(path) || !statSync(path).isFile()) continue;
  const data = readFileSync(path);
  if (data.length < 512) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  files++;
}
console.log(`compressed ${files} files in ${root}`);
