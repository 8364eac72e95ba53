import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./migrate";

/** Runs the committed migration files that `filter` picks, in order. */
async function applyMigrations(db: PGlite, filter: (file: string) => boolean) {
  const files = readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith(".sql") && filter(file))
    .sort();
  for (const file of files) await db.exec(readFileSync(join(MIGRATIONS_FOLDER, file), "utf8"));
}

const ANSWER_SETS = "0005_recorded_answer_sets.sql";

// Migration 0005 replaces one row per answer by one answer set per session: the answers already
// recorded must survive it, each session's in the order it was recorded.
describe("migration 0005 (answer sets)", () => {
  // A fresh PGlite runs every migration from the first: slow on a busy machine, hence the time.
  it("moves every recorded answer into its session's set and reads them back per answer", {
    timeout: 60_000,
  }, async () => {
    const db = new PGlite();
    await applyMigrations(db, (file) => file < ANSWER_SETS);
    const { rows } = await db.query<{ id: string }>(
      `insert into users (name, email) values ('A', 'a@example.com'), ('B', 'b@example.com')
       returning id`,
    );
    const [a, b] = rows.map((r) => r.id) as [string, string];
    const sessions = await db.query<{ id: string }>(
      `insert into exam_sessions (user_id, type, status, transmission, locale, seed, items,
                                  finished_at)
       values ($1, 'quickPractice', 'completed', 'manual', 'pt', 1, '[]',
               '2026-01-02T10:00:00Z'),
              ($2, 'fullExam', 'completed', 'manual', 'pt', 2, '[]', '2026-01-03T10:00:00Z')
       returning id`,
      [a, b],
    );
    const [first, second] = sessions.rows.map((r) => r.id) as [string, string];
    await db.query(
      `insert into answers (user_id, session_id, question_id, version, category_id, correct,
                            chosen, time_ms, answered_at)
       values ($1, $2, 'q-2', 1, 'speedLimits', false, 'B', 9000, '2026-01-02T09:58:00Z'),
              ($1, $2, 'q-1', 3, 'trafficSigns', true, 'A', null, '2026-01-02T09:59:00Z'),
              ($3, $4, 'q-1', 3, 'trafficSigns', false, null, null, '2026-01-03T10:00:00Z')`,
      [a, first, b, second],
    );

    await applyMigrations(db, (file) => file === ANSWER_SETS);

    const sets = await db.query(
      `select session_id, user_id, finished_at, question_ids, versions, category_ids, correct,
              chosen, time_ms from answer_sets order by finished_at`,
    );
    expect(sets.rows).toEqual([
      {
        session_id: first,
        user_id: a,
        finished_at: new Date("2026-01-02T10:00:00Z"),
        question_ids: ["q-2", "q-1"],
        versions: [1, 3],
        category_ids: ["speedLimits", "trafficSigns"],
        correct: [false, true],
        chosen: ["B", "A"],
        time_ms: [9000, null],
      },
      {
        session_id: second,
        user_id: b,
        finished_at: new Date("2026-01-03T10:00:00Z"),
        question_ids: ["q-1"],
        versions: [3],
        category_ids: ["trafficSigns"],
        correct: [false],
        chosen: [null],
        time_ms: [null],
      },
    ]);
    const perAnswer = await db.query(
      `select question_id, correct, chosen, answered_at from answers where user_id = $1
        order by answered_at`,
      [a],
    );
    expect(perAnswer.rows).toEqual([
      {
        question_id: "q-2",
        correct: false,
        chosen: "B",
        answered_at: new Date("2026-01-02T09:58:00Z"),
      },
      {
        question_id: "q-1",
        correct: true,
        chosen: "A",
        answered_at: new Date("2026-01-02T09:59:00Z"),
      },
    ]);
    // The rollups are gone; the sets go with their session.
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_name like 'user_%_stats'`,
    );
    expect(tables.rows).toEqual([]);
    await db.query("delete from exam_sessions where id = $1", [first]);
    expect((await db.query("select session_id from answer_sets")).rows).toEqual([
      { session_id: second },
    ]);
    await db.close();
  });
});

const SESSIONS_TABLE = "0013_sessions_table.sql";

// Migration 0013 renames exam_sessions to sessions: the rows, the indexes and the cascade from
// answer sets must come through the rename, under names that say sessions.
describe("migration 0013 (sessions table)", () => {
  it("keeps every session and its answer set under the new names", {
    timeout: 180_000,
  }, async () => {
    const db = new PGlite();
    await applyMigrations(db, (file) => file < SESSIONS_TABLE);
    const { rows } = await db.query<{ id: string }>(
      `with u as (insert into users (name, email) values ('A', 'a@example.com') returning id)
       insert into exam_sessions (user_id, type, status, transmission, locale, seed, items,
                                  finished_at)
       select id, 'fullExam', 'completed', 'manual', 'pt', 1, '[]', now() from u
       returning id`,
    );
    const sessionId = (rows[0] as { id: string }).id;
    await db.query(
      `insert into answer_sets (session_id, user_id, finished_at, question_ids, versions,
                                category_ids, correct, chosen, time_ms, answered_at)
       select id, user_id, finished_at, '{q-1}', '{1}', '{trafficSigns}', '{true}', '{A}',
              '{null}', array[finished_at] from exam_sessions`,
    );

    await applyMigrations(db, (file) => file === SESSIONS_TABLE);

    expect((await db.query("select id from sessions")).rows).toEqual([{ id: sessionId }]);
    const names = await db.query<{ name: string }>(
      `select indexname as name from pg_indexes where tablename = 'sessions'
       union all
       select conname from pg_constraint
        where contype in ('p', 'f', 'u')
          and conrelid in ('sessions'::regclass, 'answer_sets'::regclass)`,
    );
    expect(names.rows.filter((r) => r.name.includes("exam_sessions"))).toEqual([]);
    expect(names.rows.map((r) => r.name)).toContain("sessions_exams_history_idx");
    await db.query("delete from sessions where id = $1", [sessionId]);
    expect((await db.query("select session_id from answer_sets")).rows).toEqual([]);
    await db.close();
  });
});
