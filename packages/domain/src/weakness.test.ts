import { describe, expect, it } from "vitest";
import { EXITED_RULES, MODES, maxMistakesFor } from "./modes";
import { score } from "./scoring";
import { weakestCategories } from "./weakness";

const CATEGORIES = ["signs", "priority", "speed", "parking", "weather"];

describe("weakest categories", () => {
  it("is empty for a learner who has answered nothing", () => {
    expect(weakestCategories([], CATEGORIES)).toEqual({});
    expect(
      weakestCategories([{ categoryId: "signs", answered: 0, correct: 0 }], CATEGORIES),
    ).toEqual({});
  });

  it("ranks by smoothed accuracy: a poor record first, untried categories as unknown", () => {
    const weak = weakestCategories(
      [
        { categoryId: "signs", answered: 40, correct: 38 },
        { categoryId: "priority", answered: 20, correct: 8 },
        { categoryId: "speed", answered: 30, correct: 27 },
        { categoryId: "parking", answered: 2, correct: 2 },
        { categoryId: "weather", answered: 10, correct: 6 },
      ],
      CATEGORIES,
    );
    // priority 9/22 right -> 0.59; weather 7/12 -> 0.42; parking (2 of 2, smoothed 3/4) -> 0.25.
    expect(Object.keys(weak)).toEqual(["priority", "weather", "parking"]);
    expect(weak.priority).toBeCloseTo(1 - 9 / 22);
    expect(weak.parking).toBeCloseTo(0.25);
  });

  it("counts a category never tried as half weak, ahead of well-known ones", () => {
    const weak = weakestCategories(
      [{ categoryId: "signs", answered: 50, correct: 49 }],
      CATEGORIES,
      2,
    );
    expect(weak).toEqual({ priority: 0.5, speed: 0.5 });
  });
});

describe("pass marks", () => {
  it("gives the most mistakes that still pass, agreeing with score()", () => {
    expect(maxMistakesFor(MODES.fullExam, 30)).toBe(3);
    expect(maxMistakesFor(MODES.trial, 30)).toBe(3);
    expect(maxMistakesFor(MODES.quickPractice, 10)).toBeNull();
    for (const total of [5, 10, 20, 25, 30, 40]) {
      const max = maxMistakesFor(MODES.thematic, total) ?? -1;
      const items = Array.from({ length: total }, (_, i) => ({
        questionId: `q${i}`,
        version: 1,
        order: "ABC",
        correctWritten: "A",
      }));
      const answers = (wrong: number) =>
        new Map(items.map((q, i) => [q.questionId, i < wrong ? "B" : "A"]));
      expect(score(items, answers(max), MODES.thematic).passed, `${total}`).toBe(true);
      expect(score(items, answers(max + 1), MODES.thematic).passed, `${total}`).toBe(false);
    }
  });

  it("does not judge an exited session, nor count its blanks as mistakes", () => {
    const items = ["q1", "q2", "q3"].map((id) => ({
      questionId: id,
      version: 1,
      order: "ABC",
      correctWritten: "A",
    }));
    expect(
      score(
        items,
        new Map([
          ["q1", "A"],
          ["q2", "C"],
        ]),
        EXITED_RULES,
      ),
    ).toMatchObject({
      answered: 2,
      correct: 1,
      mistakes: 1,
      unanswered: 1,
      passed: null,
    });
  });
});
