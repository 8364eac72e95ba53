import { and, eq } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** The nine categories of the spec, with their localized names and descriptions. */
export const categories = pgTable("categories", {
  id: text().primaryKey(),
  sortOrder: integer().notNull(),
  namePt: text().notNull(),
  nameEn: text().notNull(),
  descriptionPt: text().notNull(),
  descriptionEn: text().notNull(),
});

/**
 * A question's identity and its current version. Questions leave the bank by being retired, never
 * deleted: past sessions keep pointing at the versions the learner answered.
 */
export const questions = pgTable(
  "questions",
  {
    id: text().primaryKey(),
    currentVersion: integer().notNull(),
    categoryId: text()
      .notNull()
      .references(() => categories.id),
    difficulty: text().notNull(),
    transmission: text().notNull(),
    optionCount: integer().notNull(),
    retiredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("questions_category_idx").on(t.categoryId, t.transmission)],
);

/** Localized text of one language of a version. */
export interface QuestionText {
  text: string;
  options: Record<string, string>;
  explanation: string;
  alt?: string;
}

/** Illustrations, addressed by the SHA-256 of their SVG: an edited drawing is a new row. */
export const illustrations = pgTable("illustrations", {
  hash: text().primaryKey(),
  path: text().notNull(),
  svg: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every version of every question, immutable once written. */
export const questionVersions = pgTable(
  "question_versions",
  {
    questionId: text()
      .notNull()
      .references(() => questions.id),
    version: integer().notNull(),
    contentHash: text().notNull(),
    categoryId: text().notNull(),
    difficulty: text().notNull(),
    transmission: text().notNull(),
    correct: text().notNull(),
    /** Content hash of the illustration (see `illustrations`), so old versions keep their picture. */
    illustration: text(),
    reference: text().notNull(),
    sources: jsonb().$type<string[]>().notNull(),
    /** When a reviewer last checked the question against the law, as written in the bank. */
    reviewed: date({ mode: "string" }),
    pt: jsonb().$type<QuestionText>().notNull(),
    en: jsonb().$type<QuestionText>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.version] })],
);

/** Joins a question to the version it currently shows (`questions` inner join `questionVersions`). */
export const isCurrentVersion = and(
  eq(questionVersions.questionId, questions.id),
  eq(questionVersions.version, questions.currentVersion),
);
