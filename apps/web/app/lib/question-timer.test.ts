import { describe, expect, it } from "vitest";
import { createQuestionTimer } from "./question-timer";

describe("question timer", () => {
  it("adds up the time each question was on screen, the current one included", () => {
    const timer = createQuestionTimer();
    timer.show("q1", 0);
    timer.show("q2", 4000);
    timer.show("q1", 6000);
    expect(timer.spentOn(["q1", "q2", "q3"], 7500)).toEqual({ q1: 5500, q2: 2000 });
    // Reading does not count the same moment twice.
    expect(timer.spentOn(["q1"], 8000)).toEqual({ q1: 6000 });
  });

  it("stops counting while nothing is shown", () => {
    const timer = createQuestionTimer();
    timer.show("q1", 0);
    timer.show(null, 1000);
    timer.show("q1", 60_000);
    expect(timer.spentOn(["q1"], 61_000)).toEqual({ q1: 2000 });
  });
});
