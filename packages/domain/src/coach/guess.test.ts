import { describe, expect, it } from "vitest";
import { sigmoid } from "./ability";
import { fitPopulation } from "./difficulty";
import { DAY_MS } from "./memory";
import { passProbability } from "./pass-probability";
import { assessPool, assessReadiness, type CoachContext } from "./readiness";
import { learnerState } from "./state";

/*
 * Each question's guessing floor is one in its number of options: a learner who knows nothing
 * gets a quarter of four-option questions right and a third of three-option ones.
 */

const T0 = Date.UTC(2026, 10, 2, 18);
const QUESTIONS = 300;
/** A short, steep memory: a day after the answers nothing is recalled, only ability is left. */
const FORGETFUL = { stabilityScale: 0.0001, decay: 2 };

/** One category of QUESTIONS questions, each with `options` options. */
const pool = (options: number) =>
  Array.from({ length: QUESTIONS }, (_, i) => ({
    questionId: `signs-${i}`,
    categoryId: "signs",
    options,
  }));

/** A six-question exam (pass: at most three mistakes), where the floor weighs heavily. */
const context = (options: number, now: number): CoachContext => ({
  pool: pool(options),
  blueprint: { signs: 6 },
  population: { rates: { signs: 0.6 }, offsets: {} },
  memory: FORGETFUL,
  learningRate: 0,
  now,
});

/** One first attempt at every question at T0, `right` of them right. */
const answered = (right: number) =>
  learnerState(
    Array.from({ length: QUESTIONS }, (_, i) => ({
      questionId: `signs-${i}`,
      categoryId: "signs",
      correct: i < right,
      answeredAt: T0 + i * 1000,
      timeMs: 10_000,
    })),
    FORGETFUL,
  );

const assess = (options: number, right: number) =>
  assessReadiness(answered(right), context(options, T0 + DAY_MS));

describe("the guessing floor of each question", () => {
  it("reads a third right on four-option questions as some knowledge, on three as none", () => {
    // Knowing part k of a third right: (1/3 - 1/4) / (3/4) = 1/9 above a quarter, 0 above a third.
    const knowing = (options: number) => {
      const { abilities } = assessPool(answered(QUESTIONS / 3), context(options, T0 + DAY_MS));
      return sigmoid(abilities.byCategory.get("signs")?.logit ?? Number.NaN);
    };
    expect(knowing(4)).toBeGreaterThan(0.08);
    expect(knowing(4)).toBeLessThan(0.16);
    expect(knowing(3)).toBeLessThan(0.04);
  });

  it("predicts a learner who knows nothing at each question's own floor", () => {
    const four = assess(4, QUESTIONS / 4);
    const three = assess(3, QUESTIONS / 3);
    // Nothing is recalled a day later with this memory: the chance of a right answer is ability.
    expect(four.categories[0]?.expectedRight).toBeCloseTo(four.categories[0]?.ability ?? 0, 3);
    expect(four.categories[0]?.ability).toBeGreaterThan(0.25);
    expect(four.categories[0]?.ability).toBeLessThan(0.27);
    expect(three.categories[0]?.ability).toBeGreaterThan(1 / 3);
    expect(three.categories[0]?.ability).toBeLessThan(0.35);
    // At most three mistakes in six: 0.32 at a third right each, 0.17 at a quarter.
    expect(three.probability).toBeCloseTo(passProbability(Array(6).fill(1 / 3)), 1);
    expect(four.probability).toBeCloseTo(passProbability(Array(6).fill(1 / 4)), 1);
    expect(four.probability).toBeLessThan(three.probability - 0.1);
  });

  it("fits question offsets on the knowing part, above each question's own floor", () => {
    // The population knows half: 2/3 right on three-option questions, 5/8 on four-option ones.
    const fit = fitPopulation([
      { questionId: "q3", categoryId: "signs", options: 3, attempts: 3000, right: 2000 },
      { questionId: "q4", categoryId: "signs", options: 4, attempts: 3000, right: 1875 },
      { questionId: "new4", categoryId: "signs", options: 4, attempts: 0, right: 0 },
    ]);
    expect(Math.abs(fit.offsets.q3 ?? Number.NaN)).toBeLessThan(0.01);
    expect(Math.abs(fit.offsets.q4 ?? Number.NaN)).toBeLessThan(0.01);
    // Untried: as hard as its category, whatever its options.
    expect(fit.offsets.new4).toBeCloseTo(0, 12);
  });
});
