import {
  authTokens,
  emailChanges,
  mailOutbox,
  passwordResets,
  subscriptions,
} from "@cc/db/schema/accounts";
import {
  coachDashboards,
  notifications,
  reviewCards,
  reviewCategories,
  reviewDays,
} from "@cc/db/schema/coach";
import { payments } from "@cc/db/schema/payments";
import { answerSets, sessions } from "@cc/db/schema/sessions";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** A table with rows of one learner, found by its column referencing users.id. */
export interface LearnerTable {
  table: PgTable;
  userId: PgColumn;
}

/**
 * Learning history: answers, exam and practice sessions, statistics, coach notes... "Reset
 * progress" empties the learner's rows in every table listed here, in one transaction, and keeps
 * the account and its subscription. A feature that stores learning history adds its table here,
 * and makes deleting the account erase it too: its user column references users.id ON DELETE
 * CASCADE, or its rows hang off a table that does (answer_sets -> sessions -> users).
 * account.test.ts fails while a table referencing users is in neither list.
 */
export const LEARNING_HISTORY: readonly LearnerTable[] = [
  { table: answerSets, userId: answerSets.userId },
  { table: sessions, userId: sessions.userId },
  // The coach's notes and stored review state follow from the history: with it gone, they
  // speak of nothing.
  { table: notifications, userId: notifications.userId },
  { table: reviewCards, userId: reviewCards.userId },
  { table: reviewCategories, userId: reviewCategories.userId },
  { table: reviewDays, userId: reviewDays.userId },
  { table: coachDashboards, userId: coachDashboards.userId },
];

/** The account itself: kept by a progress reset, erased with the account (ON DELETE CASCADE). */
export const ACCOUNT_TABLES: readonly PgTable[] = [
  authTokens,
  passwordResets,
  emailChanges,
  subscriptions,
  mailOutbox,
];

/**
 * Sales records the law makes us keep after the account goes (invoicing and tax records, GDPR
 * article 17(3)(b)): deleting the account unlinks them (ON DELETE SET NULL) instead of erasing them.
 */
export const KEPT_SALES_RECORDS: readonly PgTable[] = [payments];
