import { describe, expect, it } from "vitest";
import { DAY_MS } from "./memory";
import { DEFAULT_PLAN_DAYS, studyPlan } from "./plan";
import type { CategoryStatus, Readiness } from "./readiness";

const NOW = Date.UTC(2026, 10, 20, 9);
const category = (categoryId: string, over: Partial<CategoryStatus>): CategoryStatus => ({
  categoryId,
  poolSize: 50,
  examQuestions: 3,
  answered: 0,
  recalledNow: 0,
  dueForReview: 0,
  ability: 0.6,
  expectedRight: 0.6,
  expectedMistakes: 1.2,
  ...over,
});
const readiness = (score: number, categories: CategoryStatus[]): Readiness => ({
  score,
  probability: score / 100,
  low: score,
  high: score,
  answered: 0,
  examReady: score >= 90,
  categories,
});

describe("study plan", () => {
  it("spreads due reviews and the focus categories' unseen questions over the days left", () => {
    const plan = studyPlan(
      readiness(40, [
        category("signs", { expectedMistakes: 2, answered: 20, dueForReview: 12 }),
        category("speed", { expectedMistakes: 0.9, answered: 40 }),
        category("parking", { expectedMistakes: 0.1, answered: 50, recalledNow: 50 }),
      ]),
      NOW,
      NOW + 7 * DAY_MS,
    );
    // 12 due + (30 + 10) unseen in signs and speed, over 7 days: 52 / 7 -> 8, raised to 10.
    expect(plan.days).toBe(7);
    expect(plan.questionsPerDay).toBe(10);
    expect(plan.focusSequence).toEqual(["signs", "speed"]);
    expect(plan.todayActions).toEqual([{ kind: "review_due", questions: 10 }]);
    expect(plan.reviewMinutes).toBe(4);
    expect(plan.focusMinutes).toBe(0);
    expect(plan.testsPerWeek).toBe(1);
  });

  it("asks for more a day when the exam is near, and for exams once close to ready", () => {
    const categories = [category("signs", { expectedMistakes: 1, answered: 0, dueForReview: 0 })];
    const far = studyPlan(readiness(85, categories), NOW);
    const near = studyPlan(readiness(85, categories), NOW, NOW + 2 * DAY_MS);
    expect(far.days).toBe(DEFAULT_PLAN_DAYS);
    expect(near.questionsPerDay).toBeGreaterThan(far.questionsPerDay);
    expect(near.todayActions).toEqual([
      { kind: "practice_category", categoryId: "signs", questions: 25 },
      { kind: "take_exam" },
    ]);
    expect(near.testsPerWeek).toBe(2);
  });
});
