import type { StudyPlanView } from "@cc/contracts/coach";
import { DAY_MS } from "@cc/domain/coach/memory";
import { studyPlan } from "@cc/domain/coach/plan";
import type { CategoryStatus, Readiness } from "@cc/domain/coach/readiness";
import { examDayStart } from "./exam-date";
import { dayKey } from "./review-state";

/* How the coach's figures are written in its responses (snake_case, rounded for people). */

export const categoryView = (c: CategoryStatus, name: string) => ({
  category_id: c.categoryId,
  name,
  pool_size: c.poolSize,
  exam_questions: c.examQuestions,
  answered: c.answered,
  recalled_now: c.recalledNow,
  due_for_review: c.dueForReview,
  ability: Math.round(c.ability * 100),
  expected_mistakes: Math.round(c.expectedMistakes * 10) / 10,
});

export function planView(readiness: Readiness, at: number, examDate: string | null): StudyPlanView {
  const plan = studyPlan(readiness, at, examDayStart(examDate));
  return {
    questions_per_day: plan.questionsPerDay,
    tests_per_week: plan.testsPerWeek,
    focus_time_minutes: plan.focusMinutes,
    review_time_minutes: plan.reviewMinutes,
    focus_sequence: plan.focusSequence,
    todays_actions: plan.todayActions.map((action) =>
      action.kind === "practice_category"
        ? { kind: action.kind, category_id: action.categoryId, questions: action.questions }
        : action,
    ),
    days: plan.days,
  };
}

export const readinessView = (readiness: Readiness) => ({
  score: readiness.score,
  low: readiness.low,
  high: readiness.high,
  answered: readiness.answered,
  exam_ready: readiness.examReady,
});

/** Consecutive days (UTC) with answers, ending today or yesterday ("YYYY-MM-DD" days). */
export function studyStreak(answerDays: readonly string[], now: number): number {
  const days = new Set(answerDays);
  const dayBefore = (time: number, back: number) => dayKey(time - back * DAY_MS);
  const start = days.has(dayKey(now)) ? 0 : 1;
  let streak = 0;
  while (days.has(dayBefore(now, start + streak))) streak++;
  return streak;
}
