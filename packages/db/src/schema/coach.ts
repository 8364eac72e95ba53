import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
