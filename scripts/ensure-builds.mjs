// `npm start` builds the web app and the server bundle only when their sources changed since the
// last build, so a restart takes a second instead of a full build. `node scripts/ensure-builds.mjs
// server` (or `web`) checks one of them.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const shared = ["packages/i18n/src", "packages/contracts/src", "package-lock.json"];

const BUILDS = {
  web: {
    label: "web app",
    output: "apps/web/build/client/__spa-fallback.html",
    sources: [
      "apps/web/app",
      "apps/web/public",
      "apps/web/vite.config.ts",
      "apps/web/react-router.config.ts",
      "apps/web/defer-hydration.mjs",
      // The sign library's data is built into the pages from content/.
      "apps/web/sign-library-plugin.ts",
      "apps/web/sign-library-data.ts",
      "packages/content/src",
      "content",
      ...shared,
    ],
    command: "npm run build --workspace apps/web",
  },
  server: {
    label: "server bundle",
    output: "apps/server/dist/server.mjs",
    sources: [
      "apps/server/src",
      "packages/db/src",
      "packages/domain/src",
      "packages/content/src",
      "scripts/build-server.mjs",
      ...shared,
    ],
    command: "node scripts/build-server.mjs",
  },
};

/** @param {string} path */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const wanted = process.argv.slice(2);
for (const [name, build] of Object.entries(BUILDS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const output = join(root, build.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(
    ...build.sources
      .map((s) => join(root, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (changedAt > builtAt) {
    console.log(
      builtAt
        ? `The ${build.label}'s sources changed: rebuilding…`
        : `Building the ${build.label}…`,
    );
    execSync(build.command, { cwd: root, stdio: "inherit" });
  } else {
    console.log(`The ${build.label} is up to date.`);
  }
}
