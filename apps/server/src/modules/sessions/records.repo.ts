import type { TransmissionType } from "@cc/contracts/questions";
import type { SessionStatus, SessionType } from "@cc/contracts/sessions";
import type { Database } from "@cc/db/database";
import { coachStateBehind } from "@cc/db/schema/coach";
import {
  type HistoryKind,
  historyTypeCondition,
  type SessionResult,
  sessions,
} from "@cc/db/schema/sessions";
import { type SQL, sql } from "drizzle-orm";
import { preparedStatement } from "./prepared";

/** A history row as PostgreSQL writes it (snake_case, ISO times). */
export interface HistoryRow {
  id: string;
  type: SessionType;
  status: SessionStatus;
  transmission: TransmissionType;
  category_id: string | null;
  question_count: number;
  result: SessionResult | null;
  started_at: string;
  finished_at: string | null;
  deadline_at: string | null;
}

const p = sql.placeholder;

const answeredStatement = (db: Database) =>
  preparedStatement<{ id: string }>(
    db,
    "sessions_answered_questions",
    sql`select distinct question_id as id from answers where user_id = ${p("userId")}::uuid`,
  );

/*
 * Answers, right answers and the last answer per category, from the coach's stored record (one
 * index walk of a few rows), and whether that record has answer sets left to fold: one row with
 * nulls when the learner has none.
 */
const categoryRecordsStatement = (db: Database) =>
  preparedStatement<{
    behind: boolean | null;
    categoryId: string | null;
    answered: number;
    correct: number;
    lastAnsweredAt: string;
  }>(
    db,
    "sessions_category_records",
    sql`
      select learner.behind, c.category_id as "categoryId", c.answered, c.correct,
             c.last_answered_at as "lastAnsweredAt"
        from (select ${coachStateBehind(p("userId"))} as behind) learner
        left join review_categories c on c.user_id = ${p("userId")}::uuid`,
  );

/*
 * One page of a learner's sessions of one kind, newest first, with how many there are in all,
 * in one round trip; both walk that kind's partial index. PostgreSQL hands the page back as one
 * JSON document (times already ISO 8601). The question count comes from the small result when
 * there is one, so finished rows never unpack their frozen items.
 */
const historyStatement = (db: Database, kind: HistoryKind) => {
  const where = sql`${sessions.userId} = ${p("userId")}::uuid and ${historyTypeCondition(kind)}`;
  const iso = (column: SQL) =>
    sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return preparedStatement<{ total: number; rows: HistoryRow[] }>(
    db,
    `sessions_history_${kind}`,
    sql`
      select (select count(*)::int from ${sessions} where ${where}) as total,
             coalesce(json_agg(page order by page.started_at desc), '[]') as rows
        from (select ${sessions.id} as id, ${sessions.type} as type,
                     ${sessions.status} as status,
                     ${sessions.transmission} as transmission,
                     ${sessions.categoryId} as category_id,
                     coalesce((${sessions.result} ->> 'total')::int,
                              jsonb_array_length(${sessions.items})) as question_count,
                     ${sessions.result} as result,
                     ${iso(sql`${sessions.startedAt}`)} as started_at,
                     ${iso(sql`${sessions.finishedAt}`)} as finished_at,
                     ${iso(sql`${sessions.deadlineAt}`)} as deadline_at
                from ${sessions}
               where ${where}
               order by ${sessions.startedAt} desc nulls last
               limit ${p("limit")} offset ${p("offset")}) page`,
  );
};

/** A learner's record read from their answers and sessions: history, statistics, the coach. */
export function createRecordsRepo(db: Database) {
  const answeredQuestionIds = answeredStatement(db);
  const categoryRecords = categoryRecordsStatement(db);
  const history = {
    exams: historyStatement(db, "exams"),
    practice: historyStatement(db, "practice"),
  };

  return {
    /** Questions this learner has answered at least once (for "never repeat"). */
    async answeredQuestionIds(userId: string): Promise<Set<string>> {
      const { rows } = await answeredQuestionIds({ userId });
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Answers and right answers per category the learner has tried, as the coach's stored record
     * has them, and whether it has answer sets left to fold.
     */
    async categoryRecords(userId: string) {
      const { rows } = await categoryRecords({ userId });
      return {
        behind: rows[0]?.behind === true,
        records: rows.flatMap(({ categoryId, answered, correct, lastAnsweredAt }) =>
          categoryId === null
            ? []
            : [{ categoryId, answered, correct, lastAnsweredAt: new Date(lastAnsweredAt) }],
        ),
      };
    },

    /** A page of history and the learner's total of that kind. */
    async historyPage(userId: string, kind: HistoryKind, limit: number, offset: number) {
      const { rows } = await history[kind]({ userId, limit, offset });
      return rows[0] ?? { total: 0, rows: [] };
    },
  };
}
