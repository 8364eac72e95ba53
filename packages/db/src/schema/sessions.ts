import type { TransmissionType } from "@cc/contracts/questions";
import {
  type ScoreCounts,
  SESSION_STATUSES,
  SESSION_TYPES,
  type SessionType,
} from "@cc/contracts/sessions";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The domain's SessionQuestion as the `items` column stores it, in short keys: a session row
 * holds up to forty of them.
 */
export interface StoredSessionQuestion {
  /** question id */
  q: string;
  /** version */
  v: number;
  /** written letters in shown order ("CABD": shown A is written C) */
  o: string;
}

/**
 * One answer as a session keeps it: shown letter, when it reached the server (epoch ms) and, when
 * the browser reported it, the milliseconds spent on the question.
 */
export interface StoredAnswer {
  l: string;
  at: number;
  ms?: number;
}

/** Answers of a session by question id (the `answers` column). */
export type SavedAnswers = Record<string, StoredAnswer>;

/** A finished session's score as the `result` column keeps it. */
export interface SessionResult extends ScoreCounts {
  durationSeconds: number;
}

/**
 * The session types each history lists (GET /api/v1/exams/history, /practice/history). Each list
 * has its own partial index, so a page of it is one short index walk however many sessions of
 * other kinds the learner has.
 */
export const HISTORY_TYPES = {
  exams: ["fullExam"],
  practice: ["quickPractice", "thematic", "weakAreas"],
} as const satisfies Record<string, readonly SessionType[]>;
export type HistoryKind = keyof typeof HISTORY_TYPES;

/**
 * `type in ('a', 'b')` written out rather than bound as parameters, so that PostgreSQL can tell a
 * query on one history uses that history's partial index.
 */
export const historyTypeCondition = (kind: HistoryKind) =>
  sql.raw(`"type" in (${HISTORY_TYPES[kind].map((type) => `'${type}'`).join(", ")})`);

/**
 * A session (exam, practice, trial). Starting one freezes its questions (`items`); the result is a
 * pure function of items and answers. Trial sessions may have no user.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    type: text({ enum: SESSION_TYPES }).notNull(),
    status: text({ enum: SESSION_STATUSES }).notNull().default("in_progress"),
    transmission: text().$type<TransmissionType>().notNull(),
    locale: text().notNull(),
    seed: integer().notNull(),
    categoryId: text(),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    items: jsonb().$type<StoredSessionQuestion[]>().notNull(),
    answers: jsonb().$type<SavedAnswers>().notNull().default(sql`'{}'::jsonb`),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    result: jsonb().$type<SessionResult>(),
    /**
     * A practice made offline: the id its device gave it, so that sending it again records
     * nothing new (unique per learner; null for sessions started on the server).
     */
    clientId: uuid(),
  },
  (t) => [
    uniqueIndex("sessions_user_client_key").on(t.userId, t.clientId),
    index("sessions_user_started_idx").on(t.userId, t.startedAt.desc()),
    index("sessions_exams_history_idx")
      .on(t.userId, t.startedAt.desc())
      .where(historyTypeCondition("exams")),
    index("sessions_practice_history_idx")
      .on(t.userId, t.startedAt.desc())
      .where(historyTypeCondition("practice")),
  ],
);

/**
 * The answers of one finished session, as parallel arrays (element i of each is one answer): the
 * record statistics and the coach read. A submit writes one row here instead of one per answer,
 * and per-learner facts (answered questions, last misses, records per category) are computed
 * from a learner's rows on read, through the `answers` view (decision 0014). Rows go when their
 * session goes, so deleting an account or resetting progress erases them.
 */
export const answerSets = pgTable(
  "answer_sets",
  {
    sessionId: uuid()
      .primaryKey()
      .references(() => sessions.id, { onDelete: "cascade" }),
    userId: uuid().notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    questionIds: text().array().notNull(),
    versions: integer().array().notNull(),
    categoryIds: text().array().notNull(),
    correct: boolean().array().notNull(),
    /** Written letters chosen; an element is null for a blank that counted as a mistake. */
    chosen: text().array().$type<(string | null)[]>().notNull(),
    /** Milliseconds spent, as the browser reported them (null when it did not). */
    timeMs: integer().array().$type<(number | null)[]>().notNull(),
    answeredAt: timestamp({ withTimezone: true }).array().notNull(),
    /**
     * The learner's coachVersion its recording raised (under their users row's lock, so in commit
     * order): the coach folds the sets above its watermark. Null: recorded before that, when the
     * stored review state was updated with the set.
     */
    coachVersion: integer(),
  },
  (t) => [
    index("answer_sets_user_finished_idx").on(t.userId, t.finishedAt),
    index("answer_sets_user_version_idx").on(t.userId, t.coachVersion),
  ],
);

/**
 * Every answer a learner gave, one row each: `answer_sets` unnested (a view, defined in migration
 * 0005). A condition on user_id reaches answer_sets' index, so reading one learner's answers
 * costs the same however many rows the table holds.
 */
export const answers = pgView("answers", {
  userId: uuid().notNull(),
  sessionId: uuid().notNull(),
  questionId: text().notNull(),
  version: integer().notNull(),
  categoryId: text().notNull(),
  correct: boolean().notNull(),
  chosen: text(),
  timeMs: integer(),
  answeredAt: timestamp({ withTimezone: true }).notNull(),
}).existing();
