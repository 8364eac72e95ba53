import type { Database } from "@cc/db/database";
import {
  isCurrentVersion,
  type QuestionText,
  questions,
  questionVersions,
} from "@cc/db/schema/content";
import {
  examSessions,
  type HistoryKind,
  historyTypeCondition,
  type SavedAnswers,
  type SessionResult,
  type StoredAnswer,
} from "@cc/db/schema/learning";
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { arrayLiteral, isoTimes, savedAnswersJson } from "./literals";

/** One immutable version of a question, everything a session needs of it. */
export interface VersionContent {
  questionId: string;
  version: number;
  categoryId: string;
  difficulty: string;
  transmission: string;
  /** The written letter of the right option. */
  correct: string;
  /** Content hash of the drawing, if any. */
  illustration: string | null;
  reference: string;
  pt: QuestionText;
  en: QuestionText;
}

export type SessionRow = typeof examSessions.$inferSelect;

/** A history row as PostgreSQL writes it (snake_case, ISO times). */
export interface HistoryRow {
  id: string;
  type: string;
  status: string;
  transmission: string;
  category_id: string | null;
  question_count: number;
  result: SessionResult | null;
  started_at: string;
  finished_at: string | null;
}

/** One answer as it goes into the session's answer set when the session ends. */
export interface RecordedAnswer {
  questionId: string;
  version: number;
  categoryId: string;
  correct: boolean;
  /** Written letter, or null for a blank that counts as a mistake. */
  chosen: string | null;
  timeMs: number | null;
  /** When it reached the server (epoch ms). */
  answeredAt: number;
}

export interface Finish {
  sessionId: string;
  status: "completed" | "exited";
  finishedAt: Date;
  /** The answers that counted, by question id. */
  answers: ReadonlyMap<string, StoredAnswer>;
  result: SessionResult;
  recorded: RecordedAnswer[];
  /** Who is finishing: a trial started anonymously becomes theirs. */
  userId: string | null;
  markTrialCompleted: boolean;
  /** The row version the session was scored from when that was a kept copy, else null. */
  version: string | null;
}

const versionColumns = {
  questionId: questionVersions.questionId,
  version: questionVersions.version,
  categoryId: questionVersions.categoryId,
  difficulty: questionVersions.difficulty,
  transmission: questionVersions.transmission,
  correct: questionVersions.correct,
  illustration: questionVersions.illustration,
  reference: questionVersions.reference,
  pt: questionVersions.pt,
  en: questionVersions.en,
};

const dialect = new PgDialect({ casing: "snake_case" });
const p = sql.placeholder;

/**
 * A row's version: PostgreSQL's `xmin`, the transaction that wrote it last, so any write changes
 * it. A finish scored from a kept copy applies only while the row is at the copy's version.
 */
const rowVersion = sql<string>`xmin::text`;

/**
 * A statement written in SQL, prepared once: built here rather than per call, and named, so that
 * PostgreSQL parses and plans it once per connection. Values go in through `sql.placeholder`.
 */
function preparedStatement<Row>(db: Database, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values: Record<string, unknown>) =>
    (await prepared.execute(values)) as unknown as { rows: Row[] };
}

/**
 * Database access of exams, practice and the trial. The statements of the hot paths (start,
 * submit, history) are prepared once per repository: building a query costs more CPU than
 * running these ones.
 */
export function createSessionsRepo(db: Database) {
  // Values are passed as the driver takes them (JSON text, ISO times, nulls), not through the
  // columns' encoders, which do not accept a null placeholder.
  const insertSession = db
    .insert(examSessions)
    .values({
      id: p("id"),
      userId: sql`${p("userId")}::uuid`,
      type: p("type"),
      transmission: p("transmission"),
      locale: p("locale"),
      seed: p("seed"),
      categoryId: sql`${p("categoryId")}::text`,
      settings: sql`${p("settings")}::jsonb`,
      items: sql`${p("items")}::jsonb`,
      startedAt: sql`${p("startedAt")}::timestamptz`,
      deadlineAt: sql`${p("deadlineAt")}::timestamptz`,
    })
    .returning({ version: rowVersion })
    .prepare("sessions_insert");

  const findSession = db
    .select()
    .from(examSessions)
    .where(eq(examSessions.id, p("id")))
    .prepare("sessions_find");

  const saveAnswers = db
    .update(examSessions)
    .set({ answers: sql`${examSessions.answers} || ${p("patch")}::jsonb` })
    .where(and(eq(examSessions.id, p("id")), eq(examSessions.status, "in_progress")))
    .returning({ answers: examSessions.answers, version: rowVersion })
    .prepare("sessions_save_answers");

  /*
   * Ends a session in one statement (so one transaction): the result, the answers that count, the
   * session's answer set and, for a trial, the learner's flag, all only if the session was still
   * running (and, when the caller scored a copy of it, still at that copy's version). A second
   * submit, or a racing one, finds it finished and changes nothing. The answers go in as parallel
   * arrays: one row, however many questions (decision 0014).
   */
  const finish_ = preparedStatement<{ user_id: string | null }>(
    db,
    "sessions_finish",
    sql`
      with finished as (
        update exam_sessions
           set status = ${p("status")},
               finished_at = ${p("finishedAt")}::timestamptz,
               answers = ${p("answers")}::jsonb,
               result = ${p("result")}::jsonb,
               user_id = coalesce(user_id, ${p("userId")}::uuid)
         where id = ${p("sessionId")}::uuid and status = 'in_progress'
           and (${p("version")}::xid is null or xmin = ${p("version")}::xid)
        returning user_id
      ),
      answer_set as (
        insert into answer_sets (session_id, user_id, finished_at, question_ids, versions,
                                 category_ids, correct, chosen, time_ms, answered_at)
        select ${p("sessionId")}::uuid, user_id, ${p("finishedAt")}::timestamptz,
               ${p("questionIds")}::text[], ${p("versions")}::int[], ${p("categoryIds")}::text[],
               ${p("correct")}::boolean[], ${p("chosen")}::text[], ${p("timeMs")}::int[],
               ${p("answeredAt")}::timestamptz[]
          from finished
         where user_id is not null and cardinality(${p("questionIds")}::text[]) > 0
      ),
      trial_rows as (
        update users set has_completed_trial = true
         where ${p("markTrialCompleted")}::boolean and not has_completed_trial
           and id = (select user_id from finished)
      )
      select user_id from finished`,
  );

  const answeredQuestionIds = preparedStatement<{ id: string }>(
    db,
    "sessions_answered_questions",
    sql`select distinct question_id as id from answers where user_id = ${p("userId")}::uuid`,
  );

  /* The questions whose latest answer was wrong, latest first. */
  const missedQuestionIds = preparedStatement<{ id: string }>(
    db,
    "sessions_missed_questions",
    sql`
      select id from (
        select distinct on (question_id) question_id as id, correct, answered_at
          from answers
         where user_id = ${p("userId")}::uuid
         order by question_id, answered_at desc
      ) latest
       where not correct
       order by answered_at desc, id
       limit ${p("limit")}`,
  );

  const categoryRecords = preparedStatement<{
    categoryId: string;
    answered: number;
    correct: number;
    lastAnsweredAt: string;
  }>(
    db,
    "sessions_category_records",
    sql`
      select category_id as "categoryId", count(*)::int as answered,
             (count(*) filter (where correct))::int as correct,
             max(answered_at) as "lastAnsweredAt"
        from answers
       where user_id = ${p("userId")}::uuid
       group by category_id`,
  );

  /*
   * One page of a learner's sessions of one kind, newest first, with how many there are in all,
   * in one round trip; both walk that kind's partial index. PostgreSQL hands the page back as one
   * JSON document (times already ISO 8601): decoding twenty rows field by field cost the server
   * more than the query. The question count comes from the small result when there is one, so
   * finished rows never unpack their frozen items.
   */
  const historyOf = (kind: HistoryKind) => {
    const where = sql`${examSessions.userId} = ${p("userId")}::uuid and ${historyTypeCondition(kind)}`;
    const iso = (column: SQL) =>
      sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    return preparedStatement<{ total: number; rows: HistoryRow[] }>(
      db,
      `sessions_history_${kind}`,
      sql`
        select (select count(*)::int from ${examSessions} where ${where}) as total,
               coalesce(json_agg(page order by page.started_at desc), '[]') as rows
          from (select ${examSessions.id} as id, ${examSessions.type} as type,
                       ${examSessions.status} as status,
                       ${examSessions.transmission} as transmission,
                       ${examSessions.categoryId} as category_id,
                       coalesce((${examSessions.result} ->> 'total')::int,
                                jsonb_array_length(${examSessions.items})) as question_count,
                       ${examSessions.result} as result,
                       ${iso(sql`${examSessions.startedAt}`)} as started_at,
                       ${iso(sql`${examSessions.finishedAt}`)} as finished_at
                  from ${examSessions}
                 where ${where}
                 order by ${examSessions.startedAt} desc nulls last
                 limit ${p("limit")} offset ${p("offset")}) page`,
    );
  };
  const history = { exams: historyOf("exams"), practice: historyOf("practice") };

  return {
    /**
     * Changes whenever the bank does: versions are only ever added, and retiring or bringing back
     * a question moves the retired count or the latest retirement time.
     */
    async bankFingerprint(): Promise<string> {
      const result = await db.execute<{ fingerprint: string }>(sql`
        select concat_ws(':',
          (select count(*) from ${questionVersions}),
          (select count(*) from ${questions} where ${questions.retiredAt} is not null),
          (select max(${questions.retiredAt}) from ${questions})) as fingerprint`);
      return result.rows[0]?.fingerprint ?? "";
    },

    /** The current version of every question in the bank. */
    async activeVersions(): Promise<VersionContent[]> {
      return db
        .select(versionColumns)
        .from(questions)
        .innerJoin(questionVersions, isCurrentVersion)
        .where(isNull(questions.retiredAt));
    },

    /** Particular versions (an old session's, or one newer than this process has seen). */
    async versions(keys: readonly { questionId: string; version: number }[]) {
      if (keys.length === 0) return [];
      return db
        .select(versionColumns)
        .from(questionVersions)
        .where(
          or(
            ...keys.map((k) =>
              and(
                eq(questionVersions.questionId, k.questionId),
                eq(questionVersions.version, k.version),
              ),
            ),
          ),
        );
    },

    /**
     * Stores a new, running session (status, answers and result keep their defaults); answers
     * the row's version.
     */
    async insertSession(row: SessionRow): Promise<string> {
      const [inserted] = await insertSession.execute({
        id: row.id,
        userId: row.userId,
        type: row.type,
        transmission: row.transmission,
        locale: row.locale,
        seed: row.seed,
        categoryId: row.categoryId,
        settings: JSON.stringify(row.settings),
        items: JSON.stringify(row.items),
        startedAt: row.startedAt.toISOString(),
        deadlineAt: row.deadlineAt?.toISOString() ?? null,
      });
      return (inserted as { version: string }).version;
    },

    async findSession(id: string): Promise<SessionRow | undefined> {
      const [row] = await findSession.execute({ id });
      return row;
    },

    /**
     * Merges answers into a running session: answers all its answers now and the row's version,
     * or undefined when it is no longer running.
     */
    async saveAnswers(
      id: string,
      patch: ReadonlyMap<string, StoredAnswer>,
    ): Promise<{ answers: SavedAnswers; version: string } | undefined> {
      const [saved] = await saveAnswers.execute({ id, patch: savedAnswersJson(patch) });
      return saved;
    },

    /** Ends a running session (see `finish` above); false when it had already ended. */
    async finish(finish: Finish): Promise<boolean> {
      const column = (pick: (answer: RecordedAnswer) => string | number | boolean | null) =>
        arrayLiteral(finish.recorded.map(pick));
      const result = await finish_({
        sessionId: finish.sessionId,
        version: finish.version,
        status: finish.status,
        finishedAt: finish.finishedAt.toISOString(),
        answers: savedAnswersJson(finish.answers),
        result: JSON.stringify(finish.result),
        userId: finish.userId,
        markTrialCompleted: finish.markTrialCompleted,
        questionIds: column((a) => a.questionId),
        versions: column((a) => a.version),
        categoryIds: column((a) => a.categoryId),
        correct: column((a) => a.correct),
        chosen: column((a) => a.chosen),
        timeMs: column((a) => a.timeMs),
        answeredAt: arrayLiteral(isoTimes(finish.recorded.map((a) => a.answeredAt))),
      });
      return result.rows.length > 0;
    },

    /** Questions this learner has answered at least once (for "never repeat"). */
    async answeredQuestionIds(userId: string): Promise<Set<string>> {
      const { rows } = await answeredQuestionIds({ userId });
      return new Set(rows.map((r) => r.id));
    },

    /** Questions whose last answer was wrong, most recent miss first. */
    async missedQuestionIds(userId: string, limit: number): Promise<string[]> {
      const { rows } = await missedQuestionIds({ userId, limit });
      return rows.map((r) => r.id);
    },

    /** Answers and right answers per category the learner has tried. */
    async categoryRecords(userId: string) {
      const { rows } = await categoryRecords({ userId });
      return rows.map((r) => ({ ...r, lastAnsweredAt: new Date(r.lastAnsweredAt) }));
    },

    /** A page of history and the learner's total of that kind. */
    async historyPage(userId: string, kind: HistoryKind, limit: number, offset: number) {
      const { rows } = await history[kind]({ userId, limit, offset });
      return rows[0] ?? { total: 0, rows: [] };
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
