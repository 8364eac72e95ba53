// Measuring one endpoint under load: requests/s, latency, and CPU per request of the server and
// of PostgreSQL (Linux /proc).
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import autocannon, { type Result } from "autocannon";
import { ROOT } from "../serve-arguments";
import { admin } from "./support";

const WARMUP_S = 3;
const DURATION_S = 10;

export interface Figures {
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  /** CPU per request, in ms, of the server process and of PostgreSQL (null where not measured). */
  serverCpu: number | null;
  postgresCpu: number | null;
}

export function spawnNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // Logs go nowhere, but are still written: the server runs as in production (LOG_LEVEL info).
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const CLOCK_TICKS_PER_MS = 100 / 1000;

/** CPU time (user + system) used so far by a process, in clock ticks (Linux /proc). */
function cpuTicksOf(pid: number | string): number {
  try {
    // The command name is in parentheses and may hold spaces: fields are counted after it.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone in the meantime
  }
}

/** CPU used so far by each PostgreSQL process on this machine, by pid. */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") {
        ticks.set(Number(pid), cpuTicksOf(pid));
      }
    } catch {
      // gone in the meantime
    }
  }
  return ticks;
}

/**
 * The processes whose CPU a measurement counts: the server answering, and the PostgreSQL backends
 * serving it (found when the run ends: others' work on a shared cluster is left out, and so are
 * the cluster's own WAL writer and checkpointer).
 */
export interface Measured {
  server: number | undefined;
  backends: () => Promise<number[]>;
}

/** The PostgreSQL backends connected to the database at `url` (the server's, not ours). */
export const backendsOf = (url: string) => () =>
  admin(url, async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return rows.map((row) => row.pid);
  });

/** CPU the given backends used since `before` (a backend that was not there yet, all of it). */
function postgresSince(before: ReadonlyMap<number, number>, backends: readonly number[]): number {
  const now = postgresTicks();
  let ticks = 0;
  for (const pid of backends) ticks += (now.get(pid) ?? 0) - (before.get(pid) ?? 0);
  return ticks;
}

/** Resident memory of a process now and at its peak (Linux /proc), in MB. */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/**
 * One endpoint under load. With the pid of the server answering it, also the CPU that server and
 * PostgreSQL spent per request: a figure that depends less than requests/s on what else the
 * machine is doing at the time.
 */
export async function measure(
  endpoint: string,
  options: Parameters<typeof autocannon>[0],
  measured: Measured,
  warmup: Parameters<typeof autocannon>[0] | null = { ...options, duration: WARMUP_S },
): Promise<Figures> {
  if (warmup) await autocannon(warmup);
  const server = measured.server;
  const before = { server: server ? cpuTicksOf(server) : 0, postgres: postgresTicks() };
  // The run's length up to its last response: autocannon ends a run of a fixed amount of
  // requests only at its next one-second tick, and its own average counts whole seconds.
  const started = performance.now();
  let lastResponse = started;
  const run = autocannon({ duration: DURATION_S, ...options });
  run.on("response", () => {
    lastResponse = performance.now();
  });
  const result: Result = await run;
  const seconds = (lastResponse - started) / 1000;
  const perRequest = (ticks: number) =>
    ticks / CLOCK_TICKS_PER_MS / Math.max(1, result.requests.total);
  return {
    serverCpu: server ? perRequest(cpuTicksOf(server) - before.server) : null,
    postgresCpu: perRequest(postgresSince(before.postgres, await measured.backends())),
    endpoint,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The figures of one server, one line per endpoint. */
export function printFigures(figures: readonly Figures[]) {
  const pad = (text: string, width: number) => text.padEnd(width);
  const ms = (value: number | null) => (value === null ? "-" : value.toFixed(2));
  console.log(
    `${pad("endpoint", 32)} ${"req/s".padStart(8)} ${"p50".padStart(7)} ${"p99".padStart(7)} ${"server CPU".padStart(11)} ${"PG CPU".padStart(7)}  ok / failed`,
  );
  for (const f of figures) {
    console.log(
      `${pad(f.endpoint, 32)} ${Math.round(f.rps).toString().padStart(8)} ${`${f.p50} ms`.padStart(7)} ${`${f.p99} ms`.padStart(7)} ${`${ms(f.serverCpu)} ms`.padStart(11)} ${`${ms(f.postgresCpu)}`.padStart(7)}  ${f.ok} / ${f.failed}`,
    );
  }
  console.log(
    "(CPU columns: milliseconds of CPU per request, server process and its PostgreSQL backends)",
  );
}

/** A server to measure: its name in the tables and the node arguments that run it. */
export interface Build {
  name: string;
  args: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Medians over an A/B's passes, per build: start and submit as a share of the bare route of the
 * same pass, their p99, and CPU per request.
 */
export function printMedians(passes: { build: string; figures: Figures[] }[], rounds: number) {
  console.log(`\nmedians of ${rounds} passes each (share of the same pass's bare route)`);
  console.log("build          start %  p99 ms  srv/PG CPU   submit %  p99 ms  srv/PG CPU");
  for (const build of [...new Set(passes.map((p) => p.build))]) {
    const mine = passes.filter((p) => p.build === build);
    const cells = ["start", "submit"].map((name) => {
      const rows = mine.map((p) => ({
        bare: p.figures.find((f) => f.endpoint.startsWith("bare"))?.rps ?? Number.NaN,
        f: p.figures.find((f) => f.endpoint.endsWith(name)),
      }));
      if (rows.some((r) => !r.f)) return "      -       -  -        ";
      const share = median(rows.map((r) => (100 * (r.f as Figures).rps) / r.bare));
      const cpu = (key: "serverCpu" | "postgresCpu") =>
        median(rows.map((r) => (r.f as Figures)[key] ?? 0));
      return `${share.toFixed(2).padStart(7)} ${String(median(rows.map((r) => (r.f as Figures).p99))).padStart(7)}  ${cpu("serverCpu").toFixed(2)}/${cpu("postgresCpu").toFixed(2)}`;
    });
    console.log(`${build.padEnd(14)} ${cells.join("   ")}`);
  }
}
