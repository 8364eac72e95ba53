// `npm start` builds the web app only when its sources changed since the last build, so a restart
// takes a second instead of a full build.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const marker = join(root, "apps/web/build/client/__spa-fallback.html");
const sources = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "packages/i18n/src",
  "packages/contracts/src",
  "package-lock.json",
];

/** @param {string} path */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changedAt = Math.max(
  ...sources
    .map((s) => join(root, s))
    .filter(existsSync)
    .map(newestMtime),
);
if (changedAt > builtAt) {
  console.log(builtAt ? "Web app sources changed: rebuilding…" : "Building the web app…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
} else {
  console.log("Web app build is up to date.");
}
