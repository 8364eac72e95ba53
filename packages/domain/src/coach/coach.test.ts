import { Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { FULL_EXAM_BLUEPRINT } from "../blueprint";
import { seededRandom } from "../random";
import {
  ABILITY_HALF_LIFE_DAYS,
  addEvidence,
  categoryAbilities,
  DEFAULT_POPULATION_RATE,
  tallies,
} from "./ability";
import {
  type AnswerEvent,
  DAY_MS,
  FSRS_DEFAULTS,
  recall,
  recallAfter,
  review,
  reviewGrade,
} from "./memory";
import {
  blueprintPassProbability,
  mistakesDistribution,
  passProbability,
} from "./pass-probability";
import { coachPractice } from "./practice";
import { assessReadiness, type CoachContext, type CoachPoolQuestion } from "./readiness";
import { abilityEvidence, learnerState, recordedAnswers } from "./state";

const T0 = Date.UTC(2026, 10, 2, 18);
const answer = (
  questionId: string,
  correct: boolean,
  at: number,
  timeMs = 10_000,
): AnswerEvent => ({
  questionId,
  categoryId: questionId.split("-")[0] as string,
  correct,
  answeredAt: at,
  timeMs,
});

describe("pass probability (Poisson-binomial)", () => {
  it("matches hand-computed cases", () => {
    // Four coin flips, at most one mistake: (1 + 4) / 16.
    expect(passProbability([0.5, 0.5, 0.5, 0.5], 1)).toBeCloseTo(5 / 16, 12);
    // 30 questions at 0.9, at most 3 mistakes: sum_{k<=3} C(30,k) 0.1^k 0.9^(30-k).
    expect(passProbability(new Array(30).fill(0.9))).toBeCloseTo(0.6474391717918486, 12);
    expect(passProbability(new Array(30).fill(1))).toBe(1);
    expect(passProbability(new Array(30).fill(0))).toBe(0);
  });

  it("gives a distribution that sums to one, tail included", () => {
    const dist = mistakesDistribution([0.2, 0.7, 0.9, 0.4, 0.99], 2);
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(dist[0]).toBeCloseTo(0.2 * 0.7 * 0.9 * 0.4 * 0.99, 12);
  });

  it("rises with the chance of any single question", () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 200; trial++) {
      const probs = Array.from({ length: 30 }, () => random());
      const i = Math.floor(random() * 30);
      const better = [...probs];
      better[i] = Math.min(1, (probs[i] as number) + 0.1);
      expect(passProbability(better)).toBeGreaterThanOrEqual(passProbability(probs));
    }
  });

  it("spreads a category's mean over its blueprint places", () => {
    const means = new Map(Object.keys(FULL_EXAM_BLUEPRINT).map((id) => [id, 0.9]));
    expect(blueprintPassProbability(FULL_EXAM_BLUEPRINT, means)).toBeCloseTo(
      0.6474391717918486,
      12,
    );
  });
});

describe("memory (FSRS-6)", () => {
  it("grades by correctness and time", () => {
    expect(reviewGrade(false, 2_000)).toBe(Rating.Again);
    expect(reviewGrade(true, 3_000)).toBe(Rating.Easy);
    expect(reviewGrade(true, 12_000)).toBe(Rating.Good);
    expect(reviewGrade(true, 40_000)).toBe(Rating.Hard);
    expect(reviewGrade(true, null)).toBe(Rating.Good);
  });

  it("is zero for a question never seen and fades with the time injected", () => {
    expect(recall(undefined, T0)).toBe(0);
    const memory = review(undefined, answer("signs-1", true, T0));
    const soon = recall(memory, T0 + DAY_MS);
    const later = recall(memory, T0 + 10 * DAY_MS);
    expect(recall(memory, T0)).toBeCloseTo(1, 6);
    expect(soon).toBeLessThan(1);
    expect(later).toBeLessThan(soon);
    expect(recall(memory, T0 + DAY_MS)).toBe(soon);
    // FSRS-6: recall is 0.9 exactly one stability after the review.
    expect(recallAfter(memory.stability, memory.stability)).toBeCloseTo(0.9, 6);
    // A smaller stability scale means faster forgetting.
    expect(recall(memory, T0 + DAY_MS, { ...FSRS_DEFAULTS, stabilityScale: 0.5 })).toBeLessThan(
      soon,
    );
  });

  it("remembers a right answer longer than a wrong one", () => {
    const right = review(undefined, answer("signs-1", true, T0));
    const wrong = review(undefined, answer("signs-1", false, T0));
    expect(recall(right, T0 + 2 * DAY_MS)).toBeGreaterThan(recall(wrong, T0 + 2 * DAY_MS));
  });
});

describe("category ability with shrinkage", () => {
  const population = { signs: 0.7, speed: 0.5 };
  const attempts = (n: number, correct: number) =>
    Array.from({ length: n }, (_, i) => ({
      categoryId: "signs",
      answeredAt: T0,
      weight: 1,
      right: i < correct ? 1 : 0,
    }));

  it("is the population rate for a learner with no answers", () => {
    const { byCategory } = categoryAbilities(
      new Map(),
      ["signs", "speed", "other"],
      population,
      T0,
    );
    expect(byCategory.get("signs")?.mean).toBeCloseTo(0.7, 12);
    expect(byCategory.get("other")?.mean).toBeCloseTo(DEFAULT_POPULATION_RATE, 12);
  });

  it("believes two right answers only a little, two hundred a lot", () => {
    const few = categoryAbilities(
      tallies(attempts(2, 2)),
      ["signs"],
      population,
      T0,
    ).byCategory.get("signs");
    const many = categoryAbilities(
      tallies(attempts(200, 190)),
      ["signs"],
      population,
      T0,
    ).byCategory.get("signs");
    expect(few?.mean).toBeGreaterThan(0.7);
    expect(few?.mean).toBeLessThan(0.8);
    expect(many?.mean).toBeGreaterThan(0.93);
    expect(many?.logitSd).toBeLessThan(few?.logitSd ?? 0);
  });

  it("keeps running sums that weigh each answer by its age when read", () => {
    const days = [0, 3, 3.5, 12, 40];
    const evidence = days.map((d, i) => ({
      categoryId: "signs",
      answeredAt: T0 + d * DAY_MS,
      weight: 1 - i / 10,
      right: i % 2 ? 0.5 : -0.1,
    }));
    const folded = evidence.reduce(addEvidence, undefined);
    const now = T0 + 45 * DAY_MS;
    const ageWeight = (at: number) => 0.5 ** ((now - at) / DAY_MS / ABILITY_HALF_LIFE_DAYS);
    const byAge = (field: "weight" | "right") =>
      evidence.reduce((sum, e) => sum + ageWeight(e.answeredAt) * e[field], 0);
    const decayToNow = 0.5 ** ((now - (folded?.at ?? 0)) / DAY_MS / ABILITY_HALF_LIFE_DAYS);
    expect((folded?.weight ?? 0) * decayToNow).toBeCloseTo(byAge("weight"), 12);
    expect((folded?.right ?? 0) * decayToNow).toBeCloseTo(byAge("right"), 12);
    expect(folded?.firstAttempts).toBe(1);
  });

  it("moves an untried category with the learner's overall level", () => {
    const strong = categoryAbilities(tallies(attempts(60, 60)), ["signs", "speed"], population, T0);
    expect(strong.level.logit).toBeGreaterThan(0);
    expect(strong.byCategory.get("speed")?.mean).toBeGreaterThan(0.5);
  });
});

const CATEGORIES = Object.keys(FULL_EXAM_BLUEPRINT);
const POOL: CoachPoolQuestion[] = CATEGORIES.flatMap((categoryId) =>
  Array.from({ length: 20 }, (_, i) => ({
    questionId: `${categoryId}-${i}`,
    categoryId,
    options: 3,
  })),
);
const context = (now: number): CoachContext => ({
  pool: POOL,
  blueprint: FULL_EXAM_BLUEPRINT,
  population: { rates: {}, offsets: {} },
  memory: FSRS_DEFAULTS,
  learningRate: 0,
  now,
});
/** Every question of the pool answered right on `days` spaced days. */
const diligent = (days: number) =>
  learnerState(
    Array.from({ length: days }, (_, d) =>
      POOL.map((q, i) => answer(q.questionId, true, T0 + d * 3 * DAY_MS + i * 1000)),
    ).flat(),
  );

describe("readiness", () => {
  it("is low and unsure for a learner who has answered nothing", () => {
    const readiness = assessReadiness(learnerState([]), context(T0));
    expect(readiness.score).toBeLessThan(10);
    expect(readiness.examReady).toBe(false);
    expect(readiness.answered).toBe(0);
    expect(readiness.categories.every((c) => c.answered === 0)).toBe(true);
  });

  it("reaches exam-ready after spaced right answers, then falls when study stops", () => {
    const state = diligent(4);
    const last = T0 + 9 * DAY_MS;
    const fresh = assessReadiness(state, context(last + DAY_MS));
    const stale = assessReadiness(state, context(last + 120 * DAY_MS));
    expect(fresh.examReady).toBe(true);
    expect(fresh.score).toBeGreaterThanOrEqual(90);
    expect(stale.score).toBeLessThan(fresh.score);
    expect(stale.categories.reduce((n, c) => n + c.dueForReview, 0)).toBeGreaterThan(0);
    expect(fresh.low).toBeLessThanOrEqual(fresh.score);
    expect(fresh.high).toBeGreaterThanOrEqual(fresh.score);
  });

  it("keeps the range near zero for a learner at the guessing floor", () => {
    // Two exams' worth of first attempts, one right in three: no better than guessing.
    const exams = CATEGORIES.flatMap((c) =>
      Array.from({ length: 2 * (FULL_EXAM_BLUEPRINT[c] ?? 0) }, (_, i) => `${c}-${i}`),
    );
    const state = learnerState(exams.map((id, i) => answer(id, i % 3 === 0, T0 + i * 20_000)));
    const readiness = assessReadiness(state, context(T0 + DAY_MS));
    expect(readiness.answered).toBe(60);
    expect(readiness.score).toBeLessThan(5);
    expect(readiness.high).toBeLessThan(30);
  });

  it("is the same for the same history and time", () => {
    const state = diligent(1);
    expect(assessReadiness(state, context(T0 + 2 * DAY_MS))).toEqual(
      assessReadiness(state, context(T0 + 2 * DAY_MS)),
    );
  });
});

describe("coach practice", () => {
  it("puts the questions worth most exam places and least known first", () => {
    const answers = [
      ...POOL.filter((q) => q.categoryId === "trafficSigns").map((q, i) =>
        answer(q.questionId, true, T0 + i * 1000, 4_000),
      ),
      answer("highwayCode-0", false, T0 + DAY_MS),
    ];
    const picks = coachPractice(
      learnerState(answers),
      context(T0 + 2 * DAY_MS),
      10,
      seededRandom(1),
    );
    expect(picks).toHaveLength(10);
    expect(picks.some((p) => p.categoryId === "trafficSigns")).toBe(false);
    // Highway code fills the most exam places per question of the pool (5 of 20).
    expect(picks.every((p) => p.categoryId === "highwayCode")).toBe(true);
    // Signs answered long ago have faded: they come back into practice, behind the unseen.
    const all = coachPractice(
      learnerState(answers),
      context(T0 + 200 * DAY_MS),
      180,
      seededRandom(1),
    );
    expect(all.findIndex((p) => p.categoryId === "trafficSigns")).toBeGreaterThan(-1);
  });
});

describe("ability evidence", () => {
  it("counts a first attempt fully and a remembered answer hardly at all", () => {
    const [first, wrong, again] = abilityEvidence(
      recordedAnswers([
        answer("signs-1", true, T0),
        answer("signs-1", true, T0 + 60_000),
        answer("signs-2", false, T0),
      ]),
    );
    expect(first).toMatchObject({ weight: 1, right: 1 });
    expect(wrong).toMatchObject({ weight: 1, right: 0 });
    // A minute later the question is remembered: almost no evidence, and unbiased (right - R).
    expect(again?.weight).toBeLessThan(0.01);
    expect(again?.right).toBeCloseTo(again?.weight ?? -1, 12);
  });
});
