import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { admin, grantPassesAndTokens, waitFor } from "../bench/support";
import { ROOT, serveArguments } from "../serve-arguments";
import { exited, freePort, startCluster } from "./postgres-cluster";

/**
 * Durability under crashes (issue 21): learners submit full exams against the built server on a
 * PostgreSQL cluster of our own; the postmaster is killed with SIGKILL mid-load and restarted,
 * then the Node process is. Every submit the server acknowledged (200) must be completed in the
 * database afterwards. Exits 1 if any is missing. FAULT_SETTINGS="synchronous_commit=off" shows
 * what the test catches when durability is traded away.
 */
const LEARNERS = 40;
const ROUNDS = { postgres: 3, node: 2 };
const LOAD_BEFORE_CRASH_MS = 2000;
const LOAD_AFTER_RECOVERY_MS = 1000;

interface Load {
  acknowledged: string[];
  failures: number;
  stop(): Promise<void>;
}

/** One worker per learner: start a full exam, answer every question, submit; again and again. */
function startLoad(base: () => string, tokens: string[]): Load {
  const load = { acknowledged: [] as string[], failures: 0, running: true };
  const call = async (path: string, token: string, body: object) => {
    const response = await fetch(`${base()}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as { data?: unknown } };
  };
  const worker = async (token: string) => {
    while (load.running) {
      try {
        const started = await call("/api/v1/exams/start", token, { transmission_type: "manual" });
        if (started.status !== 201) throw new Error(String(started.status));
        const { session_id, questions } = started.json.data as {
          session_id: string;
          questions: { id: string }[];
        };
        const answers = Object.fromEntries(questions.map((q) => [q.id, "A"]));
        const submitted = await call("/api/v1/exams/submit", token, { session_id, answers });
        if (submitted.status !== 200) throw new Error(String(submitted.status));
        load.acknowledged.push(session_id);
      } catch {
        load.failures += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const workers = tokens.map(worker);
  return {
    acknowledged: load.acknowledged,
    get failures() {
      return load.failures;
    },
    async stop() {
      load.running = false;
      await Promise.all(workers);
    },
  };
}

async function seedLearners(url: string): Promise<string[]> {
  return admin(url, async (client) => {
    const learners = await client.query<{ id: string }>(
      `insert into users (name, email)
       select 'Fault learner ' || i, 'fault-' || i || '@example.com' from generate_series(1, $1::int) i
       returning id`,
      [LEARNERS],
    );
    return grantPassesAndTokens(
      client,
      learners.rows.map((row) => row.id),
    );
  });
}

/** Acknowledged submits whose session is not completed in the database. */
async function missing(url: string, acknowledged: string[]): Promise<number> {
  const found = await admin(url, (client) =>
    client.query<{ n: number }>(
      `select count(*)::int as n from sessions
        where id = any($1::uuid[]) and status = 'completed' and finished_at is not null`,
      [acknowledged],
    ),
  );
  return acknowledged.length - (found.rows[0]?.n ?? 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const startedAt = performance.now();
  const settings = process.env.FAULT_SETTINGS?.split(/\s+/).filter(Boolean) ?? [];
  const cluster = await startCluster(settings);
  const dataDir = mkdtempSync(join(tmpdir(), "cc-fault-data-"));
  let server: ChildProcess | undefined;
  try {
    await admin(cluster.url, (client) => client.query("create database cc"));
    const databaseUrl = cluster.url.replace(/\/postgres$/, "/cc");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const args = serveArguments();
    const startServer = async () => {
      server = spawn(process.execPath, args, {
        cwd: ROOT,
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_URL: databaseUrl,
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: dataDir,
          WEB_ROOT: "/nonexistent",
          LOG_LEVEL: "fatal",
          RATE_LIMIT_PER_MINUTE: "1000000",
          REDIS_URL: "",
        },
      });
      await waitFor(`${base}/api/health`);
    };
    await startServer();
    const tokens = await seedLearners(databaseUrl);
    const rounds: { crash: string; acknowledged: number; lost: number; seconds: number }[] = [];

    const round = async (
      crash: string,
      kill: () => Promise<void>,
      recover: () => Promise<void>,
    ) => {
      const roundStart = performance.now();
      const load = startLoad(() => base, tokens);
      await sleep(LOAD_BEFORE_CRASH_MS);
      await kill();
      await recover();
      await waitFor(`${base}/api/health`);
      await sleep(LOAD_AFTER_RECOVERY_MS);
      await load.stop();
      const lost = await missing(databaseUrl, load.acknowledged);
      const seconds = (performance.now() - roundStart) / 1000;
      rounds.push({ crash, acknowledged: load.acknowledged.length, lost, seconds });
      console.log(
        `${crash}: ${load.acknowledged.length} acknowledged submits, ${lost} lost (${seconds.toFixed(1)} s)`,
      );
    };

    for (let i = 1; i <= ROUNDS.postgres; i++) {
      await round(`postgres kill -9 #${i}`, cluster.crash, cluster.start);
    }
    for (let i = 1; i <= ROUNDS.node; i++) {
      await round(
        `node kill -9 #${i}`,
        async () => {
          server?.kill("SIGKILL");
          await exited(server);
        },
        startServer,
      );
    }
    const lost = rounds.reduce((sum, r) => sum + r.lost, 0);
    const acknowledged = rounds.reduce((sum, r) => sum + r.acknowledged, 0);
    const total = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(
      `durability: ${rounds.length} crashes, ${acknowledged} acknowledged submits, ${lost} lost, ${total} s`,
    );
    process.exitCode = lost === 0 ? 0 : 1;
  } finally {
    server?.kill("SIGTERM");
    await exited(server);
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
