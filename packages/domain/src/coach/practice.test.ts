import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { QUESTION_PRIOR_WEIGHT, questionOffset } from "./ability";
import { DAY_MS, FSRS_DEFAULTS } from "./memory";
import { coachPractice } from "./practice";
import type { CoachContext } from "./readiness";
import { learnerState } from "./state";

const T0 = Date.UTC(2026, 10, 2, 18);
const POOL = Array.from({ length: 10 }, (_, i) => ({
  questionId: `signs-${i}`,
  categoryId: "signs",
}));
const context = (questions: CoachContext["questions"]): CoachContext => ({
  pool: POOL,
  blueprint: { signs: 6 },
  population: { signs: 0.6 },
  questions,
  memory: FSRS_DEFAULTS,
  now: T0,
});

describe("question offset", () => {
  it("shrinks a question's population rate towards its category's, on the logit scale", () => {
    expect(QUESTION_PRIOR_WEIGHT).toBe(10);
    const rates = { "signs-1": { right: 2, answers: 10 }, "signs-2": { right: 6, answers: 10 } };
    const population = { signs: 0.6 };
    // (2 + 10 x 0.6) / (10 + 10) = 0.4: logit 0.4 - logit 0.6 = 2 ln(2/3).
    expect(
      questionOffset(rates, population, { questionId: "signs-1", categoryId: "signs" }),
    ).toBeCloseTo(2 * Math.log(2 / 3), 12);
    // A question the population gets right as often as its category, or never tried: no offset.
    expect(
      questionOffset(rates, population, { questionId: "signs-2", categoryId: "signs" }),
    ).toBeCloseTo(0, 12);
    expect(questionOffset(rates, population, { questionId: "signs-3", categoryId: "signs" })).toBe(
      0,
    );
  });
});

describe("coach practice by question", () => {
  it("takes the questions the population finds hard first, the easy ones last", () => {
    const questions = {
      "signs-4": { right: 5, answers: 50 },
      "signs-7": { right: 48, answers: 50 },
      "signs-2": { right: 20, answers: 50 },
    };
    const picks = coachPractice(learnerState([]), context(questions), 10, seededRandom(1));
    const order = picks.map((p) => p.questionId);
    expect(order[0]).toBe("signs-4");
    expect(order[1]).toBe("signs-2");
    expect(order.at(-1)).toBe("signs-7");
    const values = picks.map((p) => p.value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it("still puts a hard question remembered just now behind an unseen one", () => {
    const questions = { "signs-4": { right: 5, answers: 50 } };
    const seen = learnerState(
      ["signs-4", "signs-5"].map((questionId) => ({
        questionId,
        categoryId: "signs",
        correct: true,
        answeredAt: T0 - 60_000,
        timeMs: 4_000,
      })),
    );
    const picks = coachPractice(seen, context(questions), 10, seededRandom(1));
    expect(picks.slice(-2).map((p) => p.questionId)).toEqual(["signs-4", "signs-5"]);
    // A month later both have faded alike: the hard one comes back first.
    const later = coachPractice(
      seen,
      { ...context(questions), now: T0 + 30 * DAY_MS },
      10,
      seededRandom(1),
    ).map((p) => p.questionId);
    expect(later.indexOf("signs-4")).toBeLessThan(later.indexOf("signs-5"));
  });
});
