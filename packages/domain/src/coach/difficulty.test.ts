import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { guessChance, knowledgeOf, logit, rightOf, sigmoid } from "./ability";
import { fitPopulation, QUESTION_PRIOR_WEIGHT } from "./difficulty";
import { DAY_MS, FSRS_DEFAULTS } from "./memory";
import { coachPractice } from "./practice";
import { assessPool, assessReadiness, type CoachContext } from "./readiness";
import { learnerState } from "./state";

const T0 = Date.UTC(2026, 10, 2, 18);
/** The guessing floor of a three-option question (every question here has three). */
const G = guessChance(3);
/** One category of 40 questions: the first 20 hard (offset -1.5), the last 20 easy (+1.5). */
const POOL = Array.from({ length: 40 }, (_, i) => ({
  questionId: `signs-${i}`,
  categoryId: "signs",
  options: 3,
}));
const OFFSETS = Object.fromEntries(POOL.map((q, i) => [q.questionId, i < 20 ? -1.5 : 1.5]));
const context = (now: number, offsets = OFFSETS): CoachContext => ({
  pool: POOL,
  blueprint: { signs: 30 },
  population: { rates: { signs: 0.6 }, offsets },
  memory: FSRS_DEFAULTS,
  learningRate: 0,
  now,
});
/** First attempts at `questions` at T0, the first `right` of them right. */
const firstAttempts = (questions: readonly number[], right: number) =>
  learnerState(
    questions.map((q, k) => ({
      questionId: `signs-${q}`,
      categoryId: "signs",
      correct: k < right,
      answeredAt: T0,
      timeMs: 10_000,
    })),
  );
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
/** The x at which increasing f reaches `target` (bisection, independent of the model's solver). */
function bisect(f: (x: number) => number, target: number): number {
  let [low, high] = [-20, 20];
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (f(mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

describe("question offsets (the population fit)", () => {
  const fit = fitPopulation([
    { questionId: "signs-0", categoryId: "signs", attempts: 0, right: 0, options: 3 },
    { questionId: "signs-1", categoryId: "signs", attempts: 4, right: 0, options: 3 },
    { questionId: "signs-2", categoryId: "signs", attempts: 400, right: 0, options: 3 },
    { questionId: "signs-3", categoryId: "signs", attempts: 396, right: 396, options: 3 },
  ]);

  it("rates a category by all its first attempts", () => {
    expect(fit.rates.signs).toBeCloseTo(396 / 800, 12);
  });

  it("shrinks a question's offset to 0 (its category) while it has no or few attempts", () => {
    expect(fit.offsets["signs-0"]).toBeCloseTo(0, 12);
    const rate = fit.rates.signs as number;
    const fewWrong = knowledgeOf((QUESTION_PRIOR_WEIGHT * rate) / (4 + QUESTION_PRIOR_WEIGHT), G);
    expect(fit.offsets["signs-1"]).toBeCloseTo(logit(fewWrong) - logit(knowledgeOf(rate, G)), 12);
    expect(fit.offsets["signs-1"]).toBeLessThan(0);
    expect(fit.offsets["signs-2"]).toBeLessThan(fit.offsets["signs-1"] as number);
    expect(fit.offsets["signs-3"]).toBeGreaterThan(2);
  });
});

describe("difficulty-aware ability", () => {
  const ability = (state: ReturnType<typeof learnerState>) =>
    assessPool(state, context(T0)).abilities.byCategory.get("signs")?.mean ?? 0;

  it("does not rate a learner right on hard questions below one right on easy ones", () => {
    const hard = firstAttempts(range(0, 10), 10);
    const easy = firstAttempts(range(20, 10), 10);
    expect(ability(hard)).toBeGreaterThanOrEqual(ability(easy));
    // Fewer right, but on hard questions: still the stronger learner.
    expect(ability(firstAttempts(range(0, 10), 7))).toBeGreaterThan(
      ability(firstAttempts(range(20, 10), 9)),
    );
  });

  it("reads the evidence on the questions answered, then moves it back by their offset", () => {
    // 6 of 10 right, as in ability.ts: the prior logit at which the pool averages the population
    // rate, the level, the prior on the questions answered, the update, read back as a logit.
    const expected = (offset: number) => {
      const poolRight = (theta: number) =>
        (rightOf(sigmoid(theta - offset), G) + rightOf(sigmoid(theta + offset), G)) / 2;
      const prior = bisect(poolRight, 0.6);
      const level = (10 * (logit(knowledgeOf(6.5 / 11, G)) - offset - prior)) / (10 + 12);
      const onAnswered = (6 + 8 * rightOf(sigmoid(prior + level + offset), G)) / (10 + 8);
      return rightOf(sigmoid(logit(knowledgeOf(onAnswered, G)) - offset), G);
    };
    const state = firstAttempts(range(0, 10), 6);
    const on = (offsets: Record<string, number>) =>
      assessPool(state, context(T0, offsets)).abilities.byCategory.get("signs")?.mean;
    expect(on(OFFSETS)).toBeCloseTo(expected(-1.5), 9);
    // With no offsets (no fit yet), the category-level estimate.
    expect(on({})).toBeCloseTo(expected(0), 9);
    expect(on({})).toBeLessThan(on(OFFSETS) as number);
  });

  it("predicts a new learner at the population's rate over the pool, hard questions below", () => {
    const nothing = assessReadiness(learnerState([]), context(T0));
    expect(nothing.categories[0]?.expectedRight).toBeCloseTo(0.6, 9);
    const [first] = coachPractice(learnerState([]), context(T0), 1, seededRandom(1));
    // A hard question stands for 30/40 of an exam place times its chance of a wrong answer.
    expect(first?.value).toBeGreaterThan((30 / 40) * 0.4);
  });

  it("practises the questions the population finds hard first", () => {
    const picks = coachPractice(
      firstAttempts(range(0, 2), 1),
      context(T0 + DAY_MS),
      10,
      seededRandom(1),
    );
    const index = (id: string) => Number(id.split("-")[1]);
    expect(picks.every((p) => index(p.questionId) < 20)).toBe(true);
  });
});
