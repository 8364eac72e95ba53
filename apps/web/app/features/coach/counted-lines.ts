import type { CoachDashboard, StudyPlanView } from "@cc/contracts/coach";
import type { TFunction } from "i18next";

type Category = CoachDashboard["categories"][number];

/** "1 de 192 respondidas · 1 lembrada agora · 0 para rever": each count with its own plural. */
export const categoryLine = (t: TFunction, c: Category) =>
  [
    t("coach.statistics.categoryAnswered", { answered: c.answered, count: c.pool_size }),
    t("coach.statistics.categoryRecalled", { count: c.recalled_now }),
    t("coach.statistics.categoryDue", { count: c.due_for_review }),
  ].join(" · ");

/** The plan in a sentence: questions a day, minutes and exams a week, each with its plural. */
export const planSummary = (t: TFunction, plan: StudyPlanView) =>
  t("coach.statistics.planSummary", {
    questions: t("coach.statistics.planQuestions", { count: plan.questions_per_day }),
    minutes: t("coach.statistics.planMinutes", {
      count: plan.focus_time_minutes + plan.review_time_minutes,
    }),
    exams: t("coach.statistics.planExams", { count: plan.tests_per_week }),
  });
