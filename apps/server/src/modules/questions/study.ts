import type { QuestionAnswer } from "@cc/contracts/questions";
import { META_REVIEWED } from "@cc/db/schema/platform";
import type { Locale } from "@cc/i18n/catalogue";
import { AppError } from "../../core/errors";
import type { QuestionsRepo } from "./questions.repo";
import type { StudyRepo } from "./study.repo";

/**
 * Studying one question found in the browser: its answer, explanation, the article cited and the
 * date it was last checked, asked for only when the learner reveals it. The browser is for pass
 * holders, who may practise any question and read its key in the review afterwards; the one
 * thing refused is the key of a question in one of their sessions still taking answers, so a
 * running exam can never be answered from here (docs/decisions, phone exam and study).
 */
export function createStudy({ questions, study }: { questions: QuestionsRepo; study: StudyRepo }) {
  return {
    async answer(userId: string, questionId: string, locale: Locale): Promise<QuestionAnswer> {
      const row = await questions.findCurrentVersion(questionId);
      if (!row) throw new AppError("NOT_FOUND", { messageKey: "questions.notFound" });
      if (await study.inRunningSession(userId, questionId)) {
        throw new AppError("FORBIDDEN", { messageKey: "questions.answerInRunningSession" });
      }
      const reviewed = await questions.meta<Record<string, string>>(META_REVIEWED);
      return {
        correct_answer: row.correct,
        explanation: row[locale].explanation,
        reference: row.reference,
        reviewed: reviewed?.[questionId] ?? null,
      };
    },
  };
}

export type Study = ReturnType<typeof createStudy>;
