import { illustrationUrl } from "@cc/content/load";
import type { Category, PublicQuestion } from "@cc/contracts/questions";
import type { QuestionText, questionVersions } from "@cc/db/schema/content";
import type { Locale } from "@cc/i18n/catalogue";
import { AppError } from "../../core/errors";
import type { QuestionFilter, QuestionsRepo } from "./questions.repo";

type VersionRow = typeof questionVersions.$inferSelect;

/** What a learner may see of a question before answering it: never the key or the explanation. */
function toPublicQuestion(row: VersionRow, locale: Locale): PublicQuestion {
  const text: QuestionText = row[locale];
  return {
    id: row.questionId,
    category_id: row.categoryId,
    difficulty: row.difficulty as PublicQuestion["difficulty"],
    transmission: row.transmission as PublicQuestion["transmission"],
    text: text.text,
    options: text.options,
    image_url: row.illustration ? illustrationUrl(row.illustration) : null,
    image_alt: row.illustration ? (text.alt ?? null) : null,
  };
}

export function createQuestionsService(repo: QuestionsRepo) {
  async function categories(locale: Locale): Promise<Category[]> {
    const [rows, counts] = await Promise.all([repo.listCategories(), repo.categoryCounts()]);
    return rows.map((row) => {
      const inCategory = counts.filter((c) => c.categoryId === row.id);
      const pool = (name: "manual" | "automatic") =>
        inCategory
          .filter((c) => c.transmission === "common" || c.transmission === name)
          .reduce((sum, c) => sum + c.n, 0);
      return {
        id: row.id,
        name: locale === "en" ? row.nameEn : row.namePt,
        description: locale === "en" ? row.descriptionEn : row.descriptionPt,
        question_count: { manual: pool("manual"), automatic: pool("automatic") },
      };
    });
  }

  return {
    categories,

    async category(id: string, locale: Locale): Promise<Category> {
      const found = (await categories(locale)).find((c) => c.id === id);
      if (!found) throw new AppError("NOT_FOUND", { messageKey: "questions.categoryNotFound" });
      return found;
    },

    async list(filter: QuestionFilter, page: number, perPage: number) {
      const { rows, total } = await repo.findQuestions(filter, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        data: rows.map((row) => toPublicQuestion(row, filter.locale)),
        meta: {
          current_page: page,
          per_page: perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / perPage)),
        },
      };
    },

    async get(id: string, locale: Locale): Promise<PublicQuestion> {
      const row = await repo.findCurrentVersion(id);
      if (!row) throw new AppError("NOT_FOUND", { messageKey: "questions.notFound" });
      return toPublicQuestion(row, locale);
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
