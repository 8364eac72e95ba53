import type { CoachDashboard } from "@cc/contracts/coach";
import { type SQLWrapper, sql } from "drizzle-orm";
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** The learner's numbers a notification speaks of (spec section 3). */
export interface NotificationData {
  weak_category?: string;
  /** 0-100 */
  weak_category_rate?: number;
  /** 0-100 */
  overall_score?: number;
  /** Readiness (0-100) when the notification was made. */
  readiness?: number;
  /** The milestone reached (50, 70, 90), for milestone notifications. */
  milestone?: number;
  /** Reviews due, for a review recommendation. */
  due_reviews?: number;
}

/**
 * A coach notification, made after a finished session. `eventKey` names what it is about (one
 * session's weak spot, a readiness milestone): unique per learner, so a retried or repeated
 * trigger never sends the same one twice. Its sentences are written from `data` when read, in the
 * reader's language.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventKey: text().notNull(),
    /** weak_spot, improvement, milestone, recommendation, encouragement */
    type: text().notNull(),
    /** high, medium, low */
    priority: text().notNull(),
    /** view_insights, practice_weak_area, take_exam */
    ctaAction: text().notNull(),
    data: jsonb().$type<NotificationData>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    shownAt: timestamp({ withTimezone: true }),
    clickedAt: timestamp({ withTimezone: true }),
    /** Snoozed: hidden until then, shown again once (a notification is snoozed at most once). */
    snoozedUntil: timestamp({ withTimezone: true }),
    dismissedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_user_event_idx").on(t.userId, t.eventKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * The memory of one question for one learner: the FSRS card after their answers so far (the
 * coach's stored state, decision "coach-stored-state"). Written in the transaction that records a
 * session's answers, so it never disagrees with them; rebuilt from `answers` by `coach:rebuild`.
 */
export const reviewCards = pgTable(
  "review_cards",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: text().notNull(),
    categoryId: text().notNull(),
    due: timestamp({ withTimezone: true }).notNull(),
    stability: doublePrecision().notNull(),
    difficulty: doublePrecision().notNull(),
    elapsedDays: integer().notNull(),
    scheduledDays: integer().notNull(),
    learningSteps: integer().notNull(),
    reps: integer().notNull(),
    lapses: integer().notNull(),
    /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint().notNull(),
    lastReview: timestamp({ withTimezone: true }),
    /**
     * The ability evidence this question's answers gave, recency-weighted as of `lastReview` (see
     * QuestionEvidence): read against the question's population offset. Cards written before it
     * existed count as one full answer until `coach:rebuild`.
     */
    evidenceWeight: doublePrecision().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/**
 * Per learner and category: the record (answers, right answers, last answer) and the running
 * sums of the ability evidence as of `evidenceAt` (see CategoryTally), with the same writer.
 */
export const reviewCategories = pgTable(
  "review_categories",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: text().notNull(),
    answered: integer().notNull(),
    correct: integer().notNull(),
    lastAnsweredAt: timestamp({ withTimezone: true }).notNull(),
    evidenceWeight: doublePrecision().notNull(),
    evidenceRight: doublePrecision().notNull(),
    firstAttempts: integer().notNull(),
    /**
     * Σ evidence × practice at the answer (see CategoryTally.practice), as of `evidenceAt`. Rows
     * written before it existed were set as if all their evidence were given at today's practice
     * (no learning term for it) until `coach:rebuild`.
     */
    evidencePractice: doublePrecision().notNull().default(0),
    evidenceAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/**
 * Per learner and UTC day with answers: how many, and readiness at the end of the day (the
 * trend's points), written when the learner's next day of answers begins.
 */
export const reviewDays = pgTable(
  "review_days",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    answers: integer().notNull(),
    readiness: smallint(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** What `coach:refit` fitted on every learner's answers: the model's population parameters. */
export interface PopulationFit {
  /** First-attempt accuracy per category (the priors of the shrinkage). */
  rates: Record<string, number>;
  /** Logit offset per question from its category (absent in fits made before it existed). */
  offsets?: Record<string, number>;
  /**
   * Logit the ability gains per unit of ln(1 + answers in the category), fitted on a sample of
   * learners' histories (absent in fits made before it existed: no learning term).
   */
  learningRate?: number;
  learners: number;
  answers: number;
}

/** One row per refit; the model reads the latest. */
export const coachPopulation = pgTable("coach_population", {
  fittedAt: timestamp({ withTimezone: true }).primaryKey(),
  fit: jsonb().$type<PopulationFit>().notNull(),
});

/**
 * A computed dashboard of one learner in one language and range, kept and served again while
 * `basis` (the learner's coachVersion, the population fit and the bank it was computed with)
 * still holds and it is younger than the coach's bound (decision "coach-reads").
 */
export const coachDashboards = pgTable(
  "coach_dashboards",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    range: text().notNull(),
    basis: text().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull(),
    body: jsonb().$type<CoachDashboard>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locale, t.range] })],
);

/**
 * The statement that marks a learner's coach inputs changed (users.coachVersion + 1), run in the
 * transaction of the write that changes them.
 */
export const coachInputsChanged = (userId: SQLWrapper | string) =>
  sql`update ${users} set coach_version = coach_version + 1 where id = ${userId}::uuid`;

/**
 * Whether a learner's stored review state has answer sets left to fold: their coach version moved
 * past its watermark (users.coachFoldedVersion). Null for no such learner.
 */
export const coachStateBehind = (userId: SQLWrapper | string) =>
  sql`(select coach_folded_version is distinct from coach_version from ${users}
        where id = ${userId}::uuid)`;
