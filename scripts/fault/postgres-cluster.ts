import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function postgresBin(): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error("no PostgreSQL under /usr/lib/postgresql");
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/** Resolves when a child process has exited (at once if it already has). */
export function exited(child: ChildProcess | undefined): Promise<unknown> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", resolve));
}

/** initdb refuses root: as root, the cluster's programs run as the `postgres` account. */
const asRoot = process.getuid?.() === 0;
function command(program: string, args: string[]): [string, string[]] {
  const path = join(postgresBin(), program);
  return asRoot ? ["runuser", ["-u", "postgres", "--", path, ...args]] : [path, args];
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a free port, with PostgreSQL's default
 * durability (fsync, synchronous_commit on). `crash()` kills the postmaster with SIGKILL.
 */
export async function startCluster(settings: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), "cc-fault-pg-"));
  const data = join(dir, "data");
  if (asRoot) {
    chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), 0);
    chmodSync(dir, 0o700);
  }
  const [initdb, initArgs] = command("initdb", ["-D", data, "-U", "postgres", "--auth=trust"]);
  execFileSync(initdb, initArgs, { stdio: "ignore" });
  const port = await freePort();
  let postmaster: ChildProcess | undefined;

  const start = async () => {
    const [program, args] = command("postgres", [
      "-D",
      data,
      "-p",
      String(port),
      "-k",
      dir,
      "-c",
      "listen_addresses=127.0.0.1",
      ...settings.flatMap((setting) => ["-c", setting]),
    ]);
    postmaster = spawn(program, args, { stdio: "ignore" });
    for (let i = 0; i < 300; i++) {
      const [isReady, readyArgs] = command("pg_isready", ["-h", "127.0.0.1", "-p", String(port)]);
      try {
        execFileSync(isReady, readyArgs, { stdio: "ignore" });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error("PostgreSQL did not start in 30 s");
  };

  /** The postmaster's own process id (runuser is only its parent). */
  const postmasterPid = () =>
    Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);

  /** Every process of this cluster: the postmaster and its children. */
  const clusterPids = (pid: number) =>
    readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .filter((name) => {
        try {
          const stat = readFileSync(`/proc/${name}/stat`, "utf8");
          const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
          return Number(name) === pid || ppid === pid;
        } catch {
          return false;
        }
      });

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** kill -9 of the postmaster; resolves once its backends have noticed and exited. */
    async crash() {
      const pid = postmasterPid();
      process.kill(pid, "SIGKILL");
      for (let i = 0; i < 100 && clusterPids(pid).length > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await exited(postmaster);
    },
    async stop() {
      try {
        process.kill(postmasterPid(), "SIGTERM");
      } catch {
        // already gone
      }
      await exited(postmaster);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
