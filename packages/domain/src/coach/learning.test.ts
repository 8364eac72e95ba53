import { describe, expect, it } from "vitest";
import { FULL_EXAM_BLUEPRINT } from "../blueprint";
import { seededRandom } from "../random";
import {
  addEvidence,
  type CategoryTally,
  categoryAbilities,
  guessChance,
  practiceGap,
  rightOf,
  sigmoid,
} from "./ability";
import { fitLearningRate, type LearningObservation, learningObservations } from "./learning-fit";
import {
  type AnswerEvent,
  DAY_MS,
  FSRS_DEFAULTS,
  type MemoryCalibration,
  recall,
  recallAfter,
  review,
} from "./memory";
import { fitMemoryAndLearning } from "./memory-fit";
import { assessReadiness, type CoachContext } from "./readiness";
import { emptyLearnerState, learnerState, type RecordedAnswer, recordedAnswers } from "./state";

const T0 = Date.UTC(2026, 10, 2, 18);
/** The guessing floor of a three-option question. */
const G = guessChance(3);
const answer = (questionId: string, correct: boolean, at: number): AnswerEvent => ({
  questionId,
  categoryId: questionId.split("-")[0] as string,
  correct,
  answeredAt: at,
  timeMs: 10_000,
});

describe("the learning term", () => {
  it("keeps the evidence's mean practice, each answer at the practice it was given at", () => {
    const at = (days: number, weight: number) => ({
      categoryId: "signs",
      answeredAt: T0 + days * DAY_MS,
      weight,
      right: 0,
    });
    // Practice ln(1 + answers before): 0, ln 2, ln 3, weighed 1, 0.5, 1.
    const same = [at(0, 1), at(0, 0.5), at(0, 1)].reduce(addEvidence, undefined) as CategoryTally;
    expect(same.answers).toBe(3);
    expect(same.practice).toBeCloseTo(0.5 * Math.log(2) + Math.log(3), 12);
    expect(practiceGap(same)).toBeCloseTo(0.8082200095406575, 12);
    // Ten days apart the first answer weighs half: ln 3 - (0.5 × 0 + 1 × ln 2) / 1.5.
    const apart = [at(0, 1), at(10, 1)].reduce(addEvidence, undefined) as CategoryTally;
    expect(practiceGap(apart)).toBeCloseTo(0.6365141682948128, 12);
  });

  it("moves the ability's logit by the learning rate times the practice gained", () => {
    const tally: CategoryTally = {
      weight: 10,
      right: 7,
      practice: 10 * (Math.log(21) - 1.2),
      answers: 20,
      firstAttempts: 10,
      at: T0,
    };
    const read = (rate: number) =>
      categoryAbilities(
        new Map([["signs", tally]]),
        ["signs"],
        { signs: 0.6 },
        T0,
        rate,
      ).byCategory.get("signs")?.mean;
    // On the knowing part k = (p - 1/3) / (2/3): level 10 (logit k(7.5/11) - logit k(0.6)) / 22
    // = 0.22565, prior on the answered 1/3 + 2/3 σ(logit 0.4 + 0.22565) = 0.63678, estimate
    // (7 + 8 × 0.63678) / 18 = 0.67190, knowing logit 0.031412.
    expect(read(0)).toBeCloseTo(0.6719015510608489, 10);
    // 1/3 + 2/3 σ(0.031412 + 0.5 × 1.2)
    expect(read(0.5)).toBeCloseTo(0.7685396898439962, 10);
    expect(practiceGap(tally)).toBeCloseTo(1.2, 12);
  });

  it("sees each answer with the model's state just before it", () => {
    const history = [
      answer("signs-1", true, T0),
      answer("signs-2", false, T0 + 1000),
      answer("speed-1", true, T0 + 2000),
      answer("signs-1", true, T0 + DAY_MS),
    ];
    const observations = learningObservations(recordedAnswers(history), {}, FSRS_DEFAULTS);
    // A category's first answer has nothing to learn from: no gap, the population's ability.
    expect(observations.map((o) => o.gap)).toEqual([0, Math.log(2), 0, expect.any(Number)]);
    // The default rate 0.6 on the knowing part: logit((0.6 - 1/3) / (2/3)) = logit 0.4.
    expect(observations[0]?.recall).toBe(0);
    expect(observations[0]?.logit).toBeCloseTo(Math.log(0.4 / 0.6), 12);
    expect(observations[1]).toMatchObject({ recall: 0, correct: false });
    const memory = review(undefined, answer("signs-1", true, T0));
    expect(observations[3]?.recall).toBeCloseTo(recall(memory, T0 + DAY_MS), 12);
    expect(observations[3]?.gap).toBeCloseTo(Math.log(3) - Math.log(2) / 2, 6);
  });

  it("fits the rate the answers were drawn with", () => {
    expect(fitLearningRate([])).toBe(0);
    const random = seededRandom(11);
    const observations: LearningObservation[] = Array.from({ length: 5_000 }, () => {
      const o = { recall: 0.3 * random(), logit: 2 * random() - 1, gap: 2 * random(), guess: G };
      const p = o.recall + (1 - o.recall) * rightOf(sigmoid(o.logit + 0.8 * o.gap), G);
      return { ...o, correct: random() < p };
    });
    expect(fitLearningRate(observations)).toBeGreaterThan(0.7);
    expect(fitLearningRate(observations)).toBeLessThan(0.9);
  });

  it("raises the readiness of a learner who practised, not of one who has not", () => {
    const pool = Object.keys(FULL_EXAM_BLUEPRINT).flatMap((categoryId) =>
      Array.from({ length: 20 }, (_, i) => ({
        questionId: `${categoryId}-${i}`,
        categoryId,
        options: 3,
      })),
    );
    const context = (learningRate: number): CoachContext => ({
      pool,
      blueprint: FULL_EXAM_BLUEPRINT,
      population: { rates: {}, offsets: {} },
      memory: FSRS_DEFAULTS,
      learningRate,
      now: T0 + 2 * DAY_MS,
    });
    const practised = learnerState(
      pool.map((q, i) => answer(q.questionId, i % 3 > 0, T0 + i * 1000)),
    );
    const withRate = assessReadiness(practised, context(0.5)).probability;
    expect(withRate).toBeGreaterThan(assessReadiness(practised, context(0)).probability);
    const none = emptyLearnerState();
    expect(assessReadiness(none, context(0.5)).probability).toBe(
      assessReadiness(none, context(0)).probability,
    );
  });
});

// A grid of 224 calibrations, each replaying every answer: slow on a loaded machine.
describe("memory calibration and learning rate fit", { timeout: 180_000 }, () => {
  /**
   * Learners in two categories, one session a day: 2 first attempts and 18 reviews with recall R
   * under `truth`, each right with R + (1 - R) rightOf(σ(θ + learning × ln(1 + answers before))).
   */
  function histories(truth: MemoryCalibration, theta: number, learning: number) {
    const random = seededRandom(3);
    return Array.from({ length: 12 }, () => {
      const practised = new Map<string, number>();
      return Array.from({ length: 30 * 20 }, (_, i): RecordedAnswer => {
        const answeredAt = T0 + Math.floor(i / 20) * DAY_MS + (i % 20) * 20_000;
        const categoryId = i % 2 ? "signs" : "rules";
        const n = practised.get(categoryId) ?? 0;
        practised.set(categoryId, n + 1);
        const ability = rightOf(sigmoid(theta + learning * Math.log1p(n)), G);
        if (i % 20 < 2)
          return { categoryId, answeredAt, correct: random() < ability, before: null, guess: G };
        const before = { elapsedDays: 0.5 + random() * 10, stability: 1 + random() * 5 };
        const r = recallAfter(before.elapsedDays, before.stability, truth);
        const correct = random() < r + (1 - r) * ability;
        return { categoryId, answeredAt, correct, before, guess: G };
      });
    });
  }
  const population = { signs: 0.5, rules: 0.5 };

  const truth = { stabilityScale: 0.3, decay: 0.5 };

  it("recovers the recall the answers were generated with, and no learning", () => {
    const fitted = fitMemoryAndLearning(histories(truth, 0.6, 0), population);
    expect(fitted.memory.decay).toBe(0.5);
    expect(fitted.memory.stabilityScale).toBeGreaterThan(0.22);
    expect(fitted.memory.stabilityScale).toBeLessThan(0.45);
    expect(fitted.learningRate).toBeLessThan(0.1);
  });

  it("finds the learning of learners who learn, and still their recall", () => {
    // Learning 0.6 is read as about 0.73: the shrunk ability lags a little more than the truth.
    const fitted = fitMemoryAndLearning(histories(truth, -1, 0.6), population);
    expect(fitted.memory.decay).toBe(0.5);
    expect(fitted.memory.stabilityScale).toBeGreaterThan(0.22);
    expect(fitted.memory.stabilityScale).toBeLessThan(0.45);
    expect(fitted.learningRate).toBeGreaterThan(0.4);
    expect(fitted.learningRate).toBeLessThan(1);
  });

  it("keeps FSRS's defaults and no learning term with no reviews to fit", () => {
    const none = { memory: FSRS_DEFAULTS, learningRate: 0 };
    expect(fitMemoryAndLearning([], population)).toEqual(none);
    const firstsOnly = histories(FSRS_DEFAULTS, 0, 0.6).map((h) => h.filter((a) => !a.before));
    expect(fitMemoryAndLearning(firstsOnly, population)).toEqual(none);
  });
});
