import type { ContentCategory, ContentQuestion } from "@cc/content/schema";
import type { Database } from "@cc/db/database";
import {
  categories,
  illustrations,
  isCurrentVersion,
  questions,
  questionVersions,
} from "@cc/db/schema/content";
import { appMeta } from "@cc/db/schema/platform";
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";

export interface StoredQuestion {
  id: string;
  currentVersion: number;
  contentHash: string;
  retired: boolean;
}

export interface NewVersion {
  question: ContentQuestion;
  version: number;
  contentHash: string;
  illustrationHash: string | null;
}

export interface QuestionFilter {
  category?: string | undefined;
  difficulty?: string | undefined;
  /** A pool: manual or automatic (common questions are in both). */
  pool?: "manual" | "automatic" | undefined;
  search?: string | undefined;
  locale: "pt" | "en";
}

// Rows per multi-row insert: well under PostgreSQL's 65,535 parameters per statement.
const WRITE_CHUNK = 200;

const poolCondition = (pool: "manual" | "automatic") =>
  inArray(questions.transmission, ["common", pool]);

/** Database access of the question bank (pass a transaction to group writes). */
export function createQuestionsRepo(db: Database) {
  return {
    async meta<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
      return row?.value as T | undefined;
    },

    async setMeta(key: string, value: unknown): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
    },

    async storedQuestions(): Promise<Map<string, StoredQuestion>> {
      const rows = await db
        .select({
          id: questions.id,
          currentVersion: questions.currentVersion,
          contentHash: questionVersions.contentHash,
          retiredAt: questions.retiredAt,
        })
        .from(questions)
        .innerJoin(questionVersions, isCurrentVersion);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            currentVersion: r.currentVersion,
            contentHash: r.contentHash,
            retired: r.retiredAt !== null,
          },
        ]),
      );
    },

    async upsertCategories(list: readonly ContentCategory[]): Promise<void> {
      for (const [index, category] of list.entries()) {
        const values = {
          sortOrder: index,
          namePt: category.name.pt,
          nameEn: category.name.en,
          descriptionPt: category.description.pt,
          descriptionEn: category.description.en,
        };
        await db
          .insert(categories)
          .values({ id: category.id, ...values })
          .onConflictDoUpdate({ target: categories.id, set: values });
      }
    },

    async insertIllustrations(list: { hash: string; path: string; svg: string }[]): Promise<void> {
      if (list.length) await db.insert(illustrations).values(list).onConflictDoNothing();
    },

    /**
     * Writes new versions and points each question at its newest one: two multi-row statements per
     * chunk, so loading the whole bank into a new database takes a moment, not a minute.
     */
    async writeVersions(versions: NewVersion[]): Promise<void> {
      for (let start = 0; start < versions.length; start += WRITE_CHUNK) {
        const chunk = versions.slice(start, start + WRITE_CHUNK);
        await db
          .insert(questions)
          .values(
            chunk.map(({ question: q, version }) => ({
              id: q.id,
              currentVersion: version,
              categoryId: q.category,
              difficulty: q.difficulty,
              transmission: q.transmission,
              optionCount: Object.keys(q.pt.options).length,
              retiredAt: null,
            })),
          )
          .onConflictDoUpdate({
            target: questions.id,
            set: {
              currentVersion: sql`excluded.current_version`,
              categoryId: sql`excluded.category_id`,
              difficulty: sql`excluded.difficulty`,
              transmission: sql`excluded.transmission`,
              optionCount: sql`excluded.option_count`,
              retiredAt: sql`null`,
            },
          });
        await db.insert(questionVersions).values(
          chunk.map(({ question: q, version, contentHash, illustrationHash }) => ({
            questionId: q.id,
            version,
            contentHash,
            categoryId: q.category,
            difficulty: q.difficulty,
            transmission: q.transmission,
            correct: q.correct,
            illustration: illustrationHash,
            reference: q.reference,
            sources: q.sources,
            reviewed: q.reviewed ?? null,
            pt: q.pt,
            en: q.en,
          })),
        );
      }
    },

    async retire(ids: string[]): Promise<void> {
      if (ids.length) {
        await db
          .update(questions)
          .set({ retiredAt: sql`now()` })
          .where(and(inArray(questions.id, ids), isNull(questions.retiredAt)));
      }
    },

    async listCategories() {
      return db.select().from(categories).orderBy(asc(categories.sortOrder));
    },

    /** Active questions per category and pool. */
    async categoryCounts() {
      const rows = await db
        .select({
          categoryId: questions.categoryId,
          transmission: questions.transmission,
          n: count(),
        })
        .from(questions)
        .where(isNull(questions.retiredAt))
        .groupBy(questions.categoryId, questions.transmission);
      return rows;
    },

    /** A page of active questions (current versions) matching a filter, with the total. */
    async findQuestions(filter: QuestionFilter, page: { limit: number; offset: number }) {
      const conditions: SQL[] = [isNull(questions.retiredAt)];
      if (filter.category) conditions.push(eq(questions.categoryId, filter.category));
      if (filter.difficulty) conditions.push(eq(questions.difficulty, filter.difficulty));
      if (filter.pool) conditions.push(poolCondition(filter.pool));
      if (filter.search) {
        const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const column = filter.locale === "en" ? questionVersions.en : questionVersions.pt;
        conditions.push(sql`(${column} ->> 'text') ilike ${pattern}`);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ version: questionVersions })
          .from(questions)
          .innerJoin(questionVersions, isCurrentVersion)
          .where(where)
          .orderBy(asc(questions.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(questions)
          .innerJoin(questionVersions, isCurrentVersion)
          .where(where),
      ]);
      return { rows: rows.map((r) => r.version), total: total?.n ?? 0 };
    },

    async findCurrentVersion(id: string) {
      const [row] = await db
        .select({ version: questionVersions })
        .from(questions)
        .innerJoin(questionVersions, isCurrentVersion)
        .where(and(eq(questions.id, id), isNull(questions.retiredAt)));
      return row?.version;
    },

    async illustration(hash: string) {
      const [row] = await db.select().from(illustrations).where(eq(illustrations.hash, hash));
      return row;
    },

    /** Current versions of every active question, with their drawings (for export). */
    async activeVersions() {
      const rows = await db
        .select({ version: questionVersions, path: illustrations.path, svg: illustrations.svg })
        .from(questions)
        .innerJoin(questionVersions, isCurrentVersion)
        .leftJoin(illustrations, eq(illustrations.hash, questionVersions.illustration))
        .where(isNull(questions.retiredAt))
        .orderBy(asc(questions.id));
      return rows;
    },
  };
}

export type QuestionsRepo = ReturnType<typeof createQuestionsRepo>;
