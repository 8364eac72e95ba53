// The server bundle as it was at a git commit, for an A/B of two versions on one machine in one
// run (`BENCH_AB=<refA>,<refB> npm run bench sessions`, decision "sessions speed").
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../serve-arguments";

/**
 * Extracts `ref` under dist/bench-builds/<commit> and builds its bundle there with its own build
 * script. Our packages resolve to the extracted copies (links as npm makes them); everything from
 * node_modules is found in the checkout's node_modules, one level up. Answers the bundle's path.
 */
export function buildAt(ref: string): string {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
  const commit = git("rev-parse", "--short=12", `${ref}^{commit}`);
  const dir = join(ROOT, "dist", "bench-builds", commit);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "node_modules", "@cc"), { recursive: true });
  execFileSync("sh", ["-c", `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT });
  const links = join(ROOT, "node_modules", "@cc");
  for (const name of readdirSync(links)) {
    symlinkSync(readlinkSync(join(links, name)), join(dir, "node_modules", "@cc", name));
  }
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: dir, stdio: "inherit" });
  console.log(`built ${ref} (${commit}) in ${dir}`);
  return join(dir, "apps", "server", "dist", "server.mjs");
}
