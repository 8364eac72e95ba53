import type { SessionType } from "@cc/contracts/sessions";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** One question frozen into a session: version and the order its options are shown in. */
export interface SessionItem {
  /** question id */
  q: string;
  /** version */
  v: number;
  /** written letters in shown order ("CABD": shown A is written C) */
  o: string;
}

/**
 * Answers of a session by question id: shown letter, when it reached the server (epoch ms) and,
 * when the browser reported it, the milliseconds spent on the question.
 */
export type SavedAnswers = Record<string, { l: string; at: number; ms?: number }>;

export interface SessionResult {
  total: number;
  answered: number;
  correct: number;
  mistakes: number;
  unanswered: number;
  percentage: number;
  passed: boolean | null;
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
export const examSessions = pgTable(
  "exam_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    /** in_progress, completed or exited */
    status: text().notNull().default("in_progress"),
    transmission: text().notNull(),
    locale: text().notNull(),
    seed: integer().notNull(),
    categoryId: text(),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    items: jsonb().$type<SessionItem[]>().notNull(),
    answers: jsonb().$type<SavedAnswers>().notNull().default(sql`'{}'::jsonb`),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    result: jsonb().$type<SessionResult>(),
  },
  (t) => [
    index("exam_sessions_user_started_idx").on(t.userId, t.startedAt.desc()),
    index("exam_sessions_exams_history_idx")
      .on(t.userId, t.startedAt.desc())
      .where(historyTypeCondition("exams")),
    index("exam_sessions_practice_history_idx")
      .on(t.userId, t.startedAt.desc())
      .where(historyTypeCondition("practice")),
  ],
);

/**
 * Every answer a learner gave, for statistics and the coach. Append-only; per-learner reads go
 * through the rollups below, so this table may grow to tens of millions of rows.
 */
export const answers = pgTable(
  "answers",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid()
      .notNull()
      .references(() => examSessions.id, { onDelete: "cascade" }),
    questionId: text().notNull(),
    version: integer().notNull(),
    categoryId: text().notNull(),
    correct: boolean().notNull(),
    /** The written letter chosen; null when left blank. */
    chosen: text(),
    timeMs: integer(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("answers_user_time_idx").on(t.userId, t.answeredAt),
    index("answers_session_idx").on(t.sessionId),
  ],
);

/** Per learner and question: attempts and the last outcome (never-repeat, weak areas, mastery). */
export const userQuestionStats = pgTable(
  "user_question_stats",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: text().notNull(),
    categoryId: text().notNull(),
    attempts: integer().notNull(),
    correctCount: integer().notNull(),
    lastCorrect: boolean().notNull(),
    lastAnsweredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Per learner and category: answers and right answers (weakest categories, performance). */
export const userCategoryStats = pgTable(
  "user_category_stats",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: text().notNull(),
    answered: integer().notNull(),
    correct: integer().notNull(),
    lastAnsweredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
