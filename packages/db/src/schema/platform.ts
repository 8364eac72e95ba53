import { bigserial, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small facts about the installation itself, e.g. the hash of the last content sync. */
/** The free trial's fixed sets of question ids: written by the content sync, read by sessions. */
export const META_TRIAL_SETS = "content.trialSets";
/**
 * Each built-in question's `reviewed` date (id -> YYYY-MM-DD): written by the content sync, shown
 * when a learner studies the question or reviews a session.
 */
export const META_REVIEWED = "content.reviewed";

export const appMeta = pgTable("app_meta", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Errors reported by browsers (POST /api/v1/errors/report); no IP address is kept. */
export const errorReports = pgTable("error_reports", {
  id: bigserial({ mode: "number" }).primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  level: text().notNull(),
  message: text().notNull(),
  requestId: text(),
  payload: jsonb().notNull(),
});
