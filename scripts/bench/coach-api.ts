import type { ChildProcess } from "node:child_process";
import { openPostgres } from "@cc/db/client";
import { migrate } from "@cc/db/migrate";
import { createCoachRepo, createCoachService, syncBank } from "@cc/server/testing";
import type pg from "pg";
import { serveArguments } from "../serve-arguments";
import { buildAt } from "./build-at";
import { type Build, backendsOf, type Figures, measure, printFigures, spawnNode } from "./measure";
import { answerRows } from "./sessions";
import {
  admin,
  benchServerUrl,
  grantPassesAndTokens,
  stop,
  waitFor,
  withBenchDatabase,
} from "./support";

const PORT = 3905;
const BARE_PORT = 3906;
const CONNECTIONS = 50;
/** Each learner's past: sessions of 25 answers, one every 3 hours: 10,000 answers in 50 days. */
const ANSWERS_PER_LEARNER = 10_000;
const PER_SESSION = 25;

/**
 * Learners with 10,000 answers each (the first is measured, the others fill the table), written
 * by SQL alone: sessions, answer sets, and the background learners' stored review state as
 * rows of the same shape. The measured learner's state is built by the coach's own rebuild.
 */
async function seed(client: pg.Client, learners: number) {
  const ids = (
    await client.query<{ id: string }>(
      `insert into users (name, email)
       select 'Coach bench ' || i, 'coach-bench-' || i || '@example.com'
         from generate_series(1, $1::int) i order by i returning id`,
      [learners],
    )
  ).rows.map((r) => r.id);
  const [token] = await grantPassesAndTokens(client, ids, ids.slice(0, 1));
  const sessions = ANSWERS_PER_LEARNER / PER_SESSION;
  await client.query(
    `insert into sessions (user_id, type, status, transmission, locale, seed, items,
                           started_at, finished_at, result)
     select u.id, case when g % 5 = 0 then 'fullExam' else 'quickPractice' end, 'completed',
            'manual', 'pt', g, '[]', now() - make_interval(hours => 3 * g),
            now() - make_interval(hours => 3 * g) + interval '15 minutes',
            case when g % 5 = 0 then jsonb_build_object('total', 30, 'answered', 30,
              'correct', 27 - g % 4, 'mistakes', 3 + g % 4, 'unanswered', 0,
              'percentage', round(100 * (27 - g % 4) / 30.0), 'passed', g % 4 = 0,
              'durationSeconds', 900) end
       from unnest($1::uuid[]) u(id), generate_series(1, $2::int) g`,
    [ids, sessions],
  );
  // The i-th answer of a session: a question of the manual pool chosen by a hash, right four
  // times in five, answered 30 s after the previous one.
  await client.query(
    `with pool as (select array_agg(id order by id) as ids, array_agg(category_id order by id) as cats,
                          count(*)::int as n
                     from questions where retired_at is null and transmission <> 'automatic')
     insert into answer_sets (session_id, user_id, finished_at, question_ids, versions,
                              category_ids, correct, chosen, time_ms, answered_at)
     select s.id, s.user_id, s.finished_at, a.qs, a.vs, a.cs, a.ok, a.ch, a.ms, a.at
       from sessions s, pool,
            lateral (select array_agg(pool.ids[1 + h % pool.n] order by k) as qs,
                            array_agg(1 order by k) as vs,
                            array_agg(pool.cats[1 + h % pool.n] order by k) as cs,
                            array_agg(h % 5 <> 0 order by k) as ok,
                            array_agg('A'::text order by k) as ch,
                            array_agg(3000 + h % 30000 order by k) as ms,
                            array_agg(s.started_at + make_interval(secs => 30 * k) order by k) as at
                       from generate_series(1, $1::int) k,
                            lateral (select abs(hashtext(s.id::text || k)) as h) hh) a`,
    [PER_SESSION],
  );
  // Background learners' stored state: a card per pool question, the category records, the days.
  const background = ids.slice(1);
  await client.query(
    `insert into review_cards
     select u.id, q.id, q.category_id, now() + interval '3 days', 4.5, 5.2, 0, 3, 0, 4, 1, 2,
            now() - interval '2 days'
       from unnest($1::uuid[]) u(id), questions q where q.retired_at is null`,
    [background],
  );
  await client.query(
    `insert into review_categories
     select u.id, c.id, 1100, 880, now() - interval '3 hours', 3.1, 2.2, 110,
            now() - interval '3 hours'
       from unnest($1::uuid[]) u(id), categories c`,
    [background],
  );
  await client.query(
    `insert into review_days
     select u.id, (now() - make_interval(days => d))::date, 200, 60
       from unnest($1::uuid[]) u(id), generate_series(0, 49) d`,
    [background],
  );
  // Their state has folded every answer set (as the coach's catch-up leaves it).
  await client.query(
    "update users set coach_folded_version = coach_version where id = any($1::uuid[])",
    [background],
  );
  await client.query("vacuum analyze");
  await client.query("checkpoint");
  return { measured: ids[0] as string, token: token as string };
}

/** The server of one build on the bench database, once it answers. */
async function serve(build: Build, url: URL) {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while it is measured.
  const extra = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const server = spawnNode([...extra, ...build.args], {
    DATABASE_URL: url.toString(),
    PORT: String(PORT),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    WEB_ROOT: "/nonexistent",
    REDIS_URL: "",
    RATE_LIMIT_PER_MINUTE: "1000000",
  });
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  return server;
}

/** Full exams the measured learner submits one at a time, each followed by a dashboard read. */
const SUBMIT_THEN_READ = 30;

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

/**
 * The first dashboard read after a submit, alone on the server: a full exam started and
 * submitted, then the dashboard read (the kept one no longer holds), SUBMIT_THEN_READ times.
 * Wall times in ms, submit and read; the read includes folding the submit into the stored state
 * where the submit left that to it.
 */
async function dashboardAfterSubmit(base: string, token: string, label: string) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const times = { submit: [] as number[], read: [] as number[] };
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? { authorization: headers.authorization } : headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  for (let i = 0; i < SUBMIT_THEN_READ; i++) {
    const started = await call("/api/v1/exams/start", { transmission_type: "manual" });
    const { session_id, questions } = started.data as {
      session_id: string;
      questions: { id: string }[];
    };
    const answers = Object.fromEntries(questions.map((q, j) => [q.id, (i + j) % 3 ? "A" : "B"]));
    const submitted = performance.now();
    await call("/api/v1/exams/submit", { session_id, answers });
    const read = performance.now();
    await call("/api/v1/ai/dashboard");
    times.submit.push(read - submitted);
    times.read.push(performance.now() - read);
  }
  const line = (values: number[]) =>
    `median ${percentile(values, 0.5)?.toFixed(1)} ms, p90 ${percentile(values, 0.9)?.toFixed(1)} ms`;
  console.log(
    `${label}dashboard right after a submit (${SUBMIT_THEN_READ} in turn, one learner): submit ${line(times.submit)}; the read after it ${line(times.read)}`,
  );
}

/** One run on a fresh database holding `learners` x 10,000 answers. */
async function run(adminUrl: string, learners: number, builds: readonly Build[]) {
  await withBenchDatabase(adminUrl, "coach", async (url) => {
    const servers: ChildProcess[] = [];
    try {
      const handle = openPostgres(url.toString(), 2);
      await migrate(handle);
      await syncBank(handle.db);
      const seeded = performance.now();
      const { measured, token } = await admin(url.toString(), (client) => seed(client, learners));
      const seedSeconds = (performance.now() - seeded) / 1000;
      const coach = createCoachService(createCoachRepo(handle.db), { db: handle.db });
      const rebuilt = performance.now();
      await coach.rebuild(measured);
      const rebuildMs = performance.now() - rebuilt;
      const refitted = performance.now();
      await coach.refit();
      const refitMs = performance.now() - refitted;
      await handle.close();
      const rows = await admin(url.toString(), answerRows);
      console.log(
        `\n### ${rows.toLocaleString("en")} rows in answers (generated in ${seedSeconds.toFixed(0)} s, coach:refit ${(refitMs / 1000).toFixed(1)} s); the measured learner has ${ANSWERS_PER_LEARNER.toLocaleString("en")} answers (state rebuilt in ${rebuildMs.toFixed(0)} ms); ${CONNECTIONS} connections`,
      );

      const bare = spawnNode(["--import", "tsx", "scripts/bench/bare-fastify.ts"], {
        PORT: String(BARE_PORT),
      });
      servers.push(bare);
      await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
      const figures: Figures[] = [
        await measure(
          "bare Fastify route",
          { url: `http://127.0.0.1:${BARE_PORT}/bare`, connections: CONNECTIONS },
          { server: bare.pid, backends: async () => [] },
        ),
      ];
      for (const build of builds) {
        const server = await serve(build, url);
        servers.push(server);
        const headers = { authorization: `Bearer ${token}` };
        for (const path of ["/api/v1/ai/dashboard", "/api/v1/categories/statistics"]) {
          figures.push(
            await measure(
              `${builds.length > 1 ? `${build.name} ` : ""}GET ${path}`,
              { url: `http://127.0.0.1:${PORT}${path}`, connections: CONNECTIONS, headers },
              { server: server.pid, backends: backendsOf(url.toString()) },
            ),
          );
        }
        await dashboardAfterSubmit(
          `http://127.0.0.1:${PORT}`,
          token,
          builds.length > 1 ? `${build.name}: ` : "",
        );
        await stop(server);
      }
      printFigures(figures);
    } finally {
      for (const child of servers) await stop(child);
    }
  });
}

/**
 * GET /api/v1/ai/dashboard and /api/v1/categories/statistics of a learner with 10,000 answers,
 * at 50 connections, against the real server on PostgreSQL (DATABASE_URL), with the bare Fastify
 * route in the same run; the answers table holds 10,000 and 1,000,000 rows by default.
 * BENCH_ANSWER_ROWS=10000,1000000,10000000 chooses the sizes (10 M takes minutes to generate).
 * BENCH_AB=<refA>,<refB> measures the server built at each commit in turn on the same database.
 * Then, for each build, the first dashboard read after a submit (dashboardAfterSubmit).
 */
export async function benchCoachApi() {
  const adminUrl = benchServerUrl();
  if (!adminUrl) return;
  const refs = process.env.BENCH_AB?.split(",").filter(Boolean) ?? [];
  const builds = refs.length
    ? refs.map((ref) => ({ name: ref, args: [buildAt(ref)] }))
    : [{ name: "checkout", args: serveArguments() }];
  const sizes = (process.env.BENCH_ANSWER_ROWS ?? "10000,1000000").split(",").map(Number);
  for (const size of sizes) {
    await run(adminUrl, Math.max(1, Math.round(size / ANSWERS_PER_LEARNER)), builds);
  }
}
