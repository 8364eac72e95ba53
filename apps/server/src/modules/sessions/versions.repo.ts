import type { Database } from "@cc/db/database";
import {
  isCurrentVersion,
  type QuestionText,
  questions,
  questionVersions,
} from "@cc/db/schema/content";
import { appMeta, META_REVIEWED, META_TRIAL_SETS } from "@cc/db/schema/platform";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";

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

/** What the question cache reads of the bank. */
export function createVersionsRepo(db: Database) {
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
          (select max(${questions.retiredAt}) from ${questions}),
          (select ${appMeta.updatedAt} from ${appMeta} where ${appMeta.key} = ${META_TRIAL_SETS}))
          as fingerprint`);
      return result.rows[0]?.fingerprint ?? "";
    },

    /** The free trial's sets of question ids, as the last sync of content/ stored them. */
    async trialSets(): Promise<string[][]> {
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, META_TRIAL_SETS));
      return (row?.value as string[][] | undefined) ?? [];
    },

    /**
     * When each of these questions was last checked against the law (its `reviewed` date in
     * content/), with the version that check is about: the current one.
     */
    async checked(
      questionIds: readonly string[],
    ): Promise<Map<string, { version: number; on: string }>> {
      if (questionIds.length === 0) return new Map();
      const [rows, [dates]] = await Promise.all([
        db
          .select({ id: questions.id, version: questions.currentVersion })
          .from(questions)
          .where(inArray(questions.id, [...questionIds])),
        db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, META_REVIEWED)),
      ]);
      const on = (dates?.value ?? {}) as Record<string, string>;
      return new Map(
        rows.flatMap((row) => {
          const date = on[row.id];
          return date ? [[row.id, { version: row.version, on: date }] as const] : [];
        }),
      );
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
  };
}
