import { DAY_MS } from "./memory";
import { READY_THRESHOLD, type Readiness } from "./readiness";

/** Days a plan spreads the work over when the learner has not given an exam date. */
export const DEFAULT_PLAN_DAYS = 21;
/** A category is a focus while it costs at least this many expected mistakes per exam. */
const FOCUS_MISTAKES = 0.3;
/** Seconds a learner spends on a question: about 20 s on a review, 30 s on a new one. */
const REVIEW_SECONDS = 20;
const NEW_SECONDS = 30;
const MIN_PER_DAY = 10;
const MAX_PER_DAY = 120;

export type PlanAction =
  | { kind: "review_due"; questions: number }
  | { kind: "practice_category"; categoryId: string; questions: number }
  | { kind: "take_exam" };

export interface StudyPlan {
  questionsPerDay: number;
  testsPerWeek: number;
  focusMinutes: number;
  reviewMinutes: number;
  /** Categories to work on, most exam mistakes first. */
  focusSequence: string[];
  todayActions: PlanAction[];
  /** Days the plan spreads the work over (to the exam date, or DEFAULT_PLAN_DAYS). */
  days: number;
}

/**
 * Today's plan from the readiness breakdown: reviews due now, and every unseen question of the
 * focus categories, spread evenly over the days left. A full exam a week while far from ready
 * (readiness < 50), two when closer, three once ready (each exam also checks the estimate).
 */
export function studyPlan(readiness: Readiness, now: number, examDate?: number): StudyPlan {
  const days =
    examDate !== undefined ? Math.max(1, Math.ceil((examDate - now) / DAY_MS)) : DEFAULT_PLAN_DAYS;
  const focus = readiness.categories
    .filter((c) => c.expectedMistakes >= FOCUS_MISTAKES)
    .sort((a, b) => b.expectedMistakes - a.expectedMistakes);
  const due = readiness.categories.reduce((n, c) => n + c.dueForReview, 0);
  const unseen = focus.reduce((n, c) => n + (c.poolSize - c.answered), 0);
  const questionsPerDay = Math.min(
    MAX_PER_DAY,
    Math.max(MIN_PER_DAY, Math.ceil((due + unseen) / days)),
  );
  const reviewToday = Math.min(due, questionsPerDay);
  let newToday = questionsPerDay - reviewToday;

  const todayActions: PlanAction[] = [];
  if (reviewToday > 0) todayActions.push({ kind: "review_due", questions: reviewToday });
  for (const category of focus) {
    const questions = Math.min(newToday, category.poolSize - category.answered);
    if (questions <= 0) continue;
    todayActions.push({ kind: "practice_category", categoryId: category.categoryId, questions });
    newToday -= questions;
  }
  if (readiness.score >= 80) todayActions.push({ kind: "take_exam" });

  return {
    questionsPerDay,
    testsPerWeek: readiness.score < 50 ? 1 : readiness.score < READY_THRESHOLD ? 2 : 3,
    focusMinutes: Math.ceil(((questionsPerDay - reviewToday) * NEW_SECONDS) / 60),
    reviewMinutes: Math.ceil((reviewToday * REVIEW_SECONDS) / 60),
    focusSequence: focus.map((c) => c.categoryId),
    todayActions,
    days,
  };
}
