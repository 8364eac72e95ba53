import type { ChildProcess } from "node:child_process";
import { openPostgres } from "@cc/db/client";
import { migrate } from "@cc/db/migrate";
import { drawByQuota, drawSpread, type PoolQuestion } from "@cc/domain/assemble";
import { FULL_EXAM_BLUEPRINT } from "@cc/domain/blueprint";
import { seededRandom } from "@cc/domain/random";
import type { SessionQuestion } from "@cc/domain/scoring";
import { syncBank } from "@cc/server/testing";
import type pg from "pg";
import { serveArguments } from "../serve-arguments";
import { buildAt } from "./build-at";
import {
  type Build,
  backendsOf,
  type Figures,
  type Measured,
  measure,
  memoryOf,
  printFigures,
  printMedians,
  spawnNode,
} from "./measure";
import {
  admin,
  benchServerUrl,
  grantPassesAndTokens,
  stop,
  waitFor,
  withBenchDatabase,
} from "./support";

const PORT = 3903;
const BARE_PORT = 3904;
const CONNECTIONS = 50;
/** Learners sending the load: one per connection. */
const LOAD_LEARNERS = 50;
/** The veteran's past: 200 full exams (30 answers) and 400 quick practices (10): 10,000 answers. */
const PAST_EXAMS = 200;
const PAST_PRACTICES = 400;
const ANSWERS_PER_VETERAN = PAST_EXAMS * 30 + PAST_PRACTICES * 10;
const SUBMITS_MEASURED = 20_000;

/**
 * Learners, tokens and subscriptions, and the past of the veterans: finished sessions with their
 * answers and rollups, as the server would have written them. The first load learner is a
 * veteran; `backgroundVeterans` more fill the answers table.
 */
async function seed(client: pg.Client, backgroundVeterans: number) {
  const learners = await client.query<{ id: string }>(
    `insert into users (name, email)
     select 'Bench learner ' || i, 'bench-' || i || '@example.com'
       from generate_series(1, $1::int) i
     order by i
     returning id`,
    [LOAD_LEARNERS + backgroundVeterans],
  );
  const ids = learners.rows.map((r) => r.id);
  const loadIds = ids.slice(0, LOAD_LEARNERS);
  const veterans = [loadIds[0] as string, ...ids.slice(LOAD_LEARNERS)];
  const tokens = await grantPassesAndTokens(client, ids, loadIds);

  // Sessions drawn the way the server draws them, from the real bank.
  const bank = await client.query<PoolQuestion & { letters: string[] }>(
    `select q.id as "questionId", q.current_version as version, q.category_id as "categoryId",
            q.difficulty, array(select jsonb_object_keys(v.pt -> 'options')) as letters
       from questions q
       join question_versions v on v.question_id = q.id and v.version = q.current_version
      where q.retired_at is null and q.transmission <> 'automatic'`,
  );
  const toItems = (items: SessionQuestion[]) =>
    items.map((i) => ({ q: i.questionId, v: i.version, o: i.order }));
  const itemSets = [
    ...Array.from({ length: 20 }, (_, i) =>
      toItems(drawByQuota(bank.rows, FULL_EXAM_BLUEPRINT, 30, seededRandom(i)).items),
    ),
    ...Array.from({ length: 20 }, (_, i) =>
      toItems(drawSpread(bank.rows, 10, seededRandom(100 + i)).items),
    ),
  ];
  await client.query(
    `insert into sessions (user_id, type, status, transmission, locale, seed, items, answers,
                           started_at, finished_at, result)
     select u.id,
            case when g <= $2::int then 'fullExam' else 'quickPractice' end,
            'completed', 'manual', 'pt', g, s.items,
            (select jsonb_object_agg(it ->> 'q', jsonb_build_object('l', 'A', 'at', 0))
               from jsonb_array_elements(s.items) it),
            now() - make_interval(hours => g),
            now() - make_interval(hours => g) + interval '20 minutes',
            jsonb_build_object('total', jsonb_array_length(s.items), 'answered',
              jsonb_array_length(s.items), 'correct', jsonb_array_length(s.items) - 3,
              'mistakes', 3, 'unanswered', 0, 'percentage', 80, 'passed', null,
              'durationSeconds', 1200)
       from unnest($1::uuid[]) u(id),
            generate_series(1, $2::int + $3::int) g,
            lateral (select $4::jsonb -> (case when g <= $2::int then g % 20 else 20 + g % 20 end)
                       as items) s`,
    [veterans, PAST_EXAMS, PAST_PRACTICES, JSON.stringify(itemSets)],
  );
  await client.query(
    `insert into answer_sets (session_id, user_id, finished_at, question_ids, versions,
                              category_ids, correct, chosen, time_ms, answered_at)
     select s.id, s.user_id, s.finished_at, array_agg(it ->> 'q' order by n),
            array_agg((it ->> 'v')::int order by n), array_agg(q.category_id order by n),
            array_agg(abs(hashtext(s.id::text || (it ->> 'q'))) % 5 <> 0 order by n),
            array_agg('A'::text order by n), array_agg(15000 order by n),
            array_agg(s.started_at + interval '1 minute' order by n)
       from sessions s
            cross join lateral jsonb_array_elements(s.items) with ordinality as e(it, n)
            join questions q on q.id = it ->> 'q'
      group by s.id`,
  );
  // Statistics and visibility as autovacuum would leave them, and the seed's writes flushed, so
  // the checkpoint they cause does not land in the middle of a measurement.
  await client.query("vacuum analyze");
  await client.query("checkpoint");
  return { loadIds, tokens };
}

export const answerRows = async (client: pg.Client) =>
  Number(
    (await client.query("select coalesce(sum(cardinality(question_ids)), 0) as n from answer_sets"))
      .rows[0].n,
  );

/** A database seeded for the load, and the load learners' sign-in tokens. */
interface Seeded {
  url: string;
  loadIds: string[];
  tokens: string[];
}

/** One server measured on `seeded`'s database: the bare route, histories, start, then submit. */
async function pass(seeded: Seeded, serverArgs: string[]) {
  const { url, loadIds, tokens } = seeded;
  const servers: ChildProcess[] = [];
  try {
    const bare = spawnNode(["--import", "tsx", "scripts/bench/bare-fastify.ts"], {
      PORT: String(BARE_PORT),
    });
    servers.push(bare);
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while it is measured.
    const extra = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
    const server = spawnNode([...extra, ...serverArgs], {
      DATABASE_URL: url,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      WEB_ROOT: "/nonexistent",
      REDIS_URL: "",
      // Each load learner sends about 30 requests a second, far past a learner's default budget.
      RATE_LIMIT_PER_MINUTE: "1000000",
    });
    servers.push(server);
    const base = `http://127.0.0.1:${PORT}`;
    const measured: Measured = {
      server: server.pid,
      backends: backendsOf(url),
    };
    await Promise.all([
      waitFor(`http://127.0.0.1:${BARE_PORT}/bare`),
      waitFor(`${base}/api/health`),
    ]);

    const veteran = { authorization: `Bearer ${tokens[0]}` };
    let nextLearner = 0;
    const learnerPerConnection = (client: { setHeaders(h: Record<string, string>): void }) => {
      client.setHeaders({
        authorization: `Bearer ${tokens[nextLearner++ % tokens.length]}`,
        "content-type": "application/json",
      });
    };
    // BENCH_ONLY=start,submit measures chosen phases only (submit needs start's sessions).
    const only = process.env.BENCH_ONLY?.split(",");
    const wanted = (phase: string) => !only || only.includes(phase);
    const figures: Figures[] = [];
    if (wanted("bare"))
      figures.push(
        await measure(
          "bare Fastify route",
          { url: `http://127.0.0.1:${BARE_PORT}/bare`, connections: CONNECTIONS },
          { server: bare.pid, backends: async () => [] },
        ),
      );
    for (const path of ["/api/v1/exams/history", "/api/v1/practice/history"]) {
      if (!wanted("history")) break;
      figures.push(
        await measure(
          `GET ${path}`,
          { url: `${base}${path}`, connections: CONNECTIONS, headers: veteran },
          measured,
        ),
      );
    }
    const startedFrom = await admin(url, async (client) => {
      const { rows } = await client.query<{ now: Date }>("select now()");
      return rows[0]?.now as Date;
    });
    if (wanted("start") || wanted("submit"))
      figures.push(
        await measure(
          "POST /api/v1/exams/start",
          {
            url: `${base}/api/v1/exams/start`,
            connections: CONNECTIONS,
            method: "POST",
            body: JSON.stringify({ transmission_type: "manual" }),
            setupClient: learnerPerConnection,
          },
          measured,
        ),
      );

    // Submit the exams this pass's start phase opened: every request a different session, and
    // no learner submitting two exams at once.
    const tokenOf = new Map(loadIds.map((id, i) => [id, tokens[i] as string]));
    const open = await admin(url, (client) =>
      client.query<{ id: string; user_id: string; items: { q: string }[] }>(
        `select id, user_id, items from sessions
          where status = 'in_progress' and type = 'fullExam' and started_at >= $1
          order by row_number() over (partition by user_id order by started_at), user_id`,
        [startedFrom],
      ),
    );
    // As the web app sends them: every answer, and the time spent on each question.
    const bodies = open.rows.map((row, i) => ({
      headers: {
        authorization: `Bearer ${tokenOf.get(row.user_id)}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        session_id: row.id,
        answers: Object.fromEntries(row.items.map((item, j) => [item.q, (i + j) % 3 ? "A" : "B"])),
        time_ms: Object.fromEntries(
          row.items.map((item, j) => [item.q, 4_000 + ((i * 7_919 + j * 104_729) % 40_000)]),
        ),
      }),
    }));
    // One queue per learner. A connection keeps the learner it last submitted for (freed in
    // onResponse, just before that connection builds its next request), so no learner ever
    // has two submits in flight: the coach folds a learner's answers in time order.
    const queues = new Map<string, (typeof bodies)[number][]>();
    open.rows.forEach((row, i) => {
      const queue = queues.get(row.user_id) ?? [];
      queue.push(bodies[i] as (typeof bodies)[number]);
      queues.set(row.user_id, queue);
    });
    const submit = (amount: number) => {
      const busy = new Set<string>();
      let freed: string | undefined;
      const pick = () => {
        if (freed && queues.get(freed)?.length) return freed;
        for (const [learner, queue] of queues)
          if (!busy.has(learner) && queue.length) return learner;
        // Only at the tail, when every learner with submits left is busy.
        return [...queues].find(([, queue]) => queue.length)?.[0];
      };
      return {
        url: `${base}/api/v1/exams/submit`,
        connections: CONNECTIONS,
        amount,
        requests: [
          {
            method: "POST",
            setupRequest: (request: object, context: { learner?: string }) => {
              const learner = pick();
              if (!learner) return request;
              busy.add(learner);
              context.learner = learner;
              return { ...request, ...queues.get(learner)?.shift() };
            },
            onResponse: (_status: number, _body: string, context: { learner?: string }) => {
              if (context.learner) busy.delete(context.learner);
              freed = context.learner;
            },
          },
        ],
      };
    };
    // On a loaded machine the start phase opens fewer sessions: a fifth of them warm up then.
    const warmupSubmits = Math.min(2000, Math.floor(bodies.length / 5));
    const measuredSubmits = Math.min(SUBMITS_MEASURED, bodies.length - warmupSubmits);
    if (wanted("submit") && measuredSubmits > 0)
      figures.push(
        await measure(
          "POST /api/v1/exams/submit",
          submit(measuredSubmits),
          measured,
          submit(warmupSubmits),
        ),
      );
    return { figures, memory: memoryOf(server.pid as number) };
  } finally {
    for (const child of servers) await stop(child);
  }
}

/**
 * One run on a fresh database whose answers table holds about `answersInTable` rows: each build
 * measured in turn, `rounds` times, the order flipped every round (A B, B A, A B, ...).
 */
async function run(adminUrl: string, answersInTable: number, builds: Build[], rounds: number) {
  await withBenchDatabase(adminUrl, "sessions", async (url) => {
    const handle = openPostgres(url.toString(), 2);
    await migrate(handle);
    await syncBank(handle.db);
    await handle.close();

    const seeded = performance.now();
    const { loadIds, tokens } = await admin(url.toString(), (client) =>
      seed(client, Math.max(0, Math.round(answersInTable / ANSWERS_PER_VETERAN) - 1)),
    );
    const before = await admin(url.toString(), answerRows);
    console.log(
      `\n### ${before.toLocaleString("en")} rows in answers (seeded in ${Math.round((performance.now() - seeded) / 1000)} s); ${LOAD_LEARNERS} learners, ${CONNECTIONS} connections, the first with ${ANSWERS_PER_VETERAN.toLocaleString("en")} past answers`,
    );
    const passes: { build: string; figures: Figures[] }[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        const { figures, memory } = await pass(
          { url: url.toString(), loadIds, tokens },
          build.args,
        );
        if (builds.length > 1) console.log(`\n${build.name}, round ${round + 1}`);
        printFigures(figures);
        console.log(
          `server memory: ${Math.round(memory.rss)} MB resident at the end, ${Math.round(memory.peak)} MB at its peak`,
        );
        passes.push({ build: build.name, figures });
      }
    }
    if (builds.length > 1) printMedians(passes, rounds);
    const after = await admin(url.toString(), answerRows);
    console.log(
      `answers table: ${before.toLocaleString("en")} rows before, ${after.toLocaleString("en")} after the submits`,
    );
  });
}

/**
 * `npm run bench sessions`: the checkout's server. `BENCH_AB=<refA>,<refB>` instead builds the
 * server at two commits and measures them in turn on the same database, `BENCH_ROUNDS` (3) times
 * each, with the medians at the end.
 */
export async function benchSessions() {
  const adminUrl = benchServerUrl();
  if (!adminUrl) return;
  const refs = process.env.BENCH_AB?.split(",").filter(Boolean) ?? [];
  const builds = refs.length
    ? refs.map((ref) => ({ name: ref, args: [buildAt(ref)] }))
    : [{ name: "checkout", args: serveArguments() }];
  const rounds = refs.length ? Number(process.env.BENCH_ROUNDS ?? 3) : 1;
  // An A/B is about start and submit; the histories would only lengthen every pass.
  if (refs.length) process.env.BENCH_ONLY ??= "bare,start,submit";
  const sizes = (process.env.BENCH_ANSWER_ROWS ?? "10000,1000000").split(",").map(Number);
  for (const size of sizes) await run(adminUrl, size, builds, rounds);
}
