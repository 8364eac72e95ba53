import { State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  dailyGoal,
  MASTERED_STABILITY_DAYS,
  milestones,
  questionsMastered,
  recentDays,
} from "./figures";
import { DAY_MS } from "./memory";
import { predictProgress } from "./prediction";
import type { Recollection } from "./state";

const NOW = Date.UTC(2026, 10, 20, 12);
const card = (stability: number, daysAgo: number): Recollection => ({
  state: State.Review,
  stability,
  last_review: new Date(NOW - daysAgo * DAY_MS),
});

describe("questions mastered", () => {
  it("counts only memories both stable and recalled now", () => {
    const memories = new Map<string, Recollection>([
      ["stable-fresh", card(40, 1)],
      ["stable-but-forgotten", card(30, 60)],
      ["fresh-but-unstable", card(2, 0)],
      ["new", { state: State.New, stability: 0, last_review: undefined }],
    ]);
    expect(questionsMastered(memories, NOW)).toBe(1);
  });

  it("falls as time passes without review (time injected)", () => {
    const memories = new Map([["q", card(MASTERED_STABILITY_DAYS, 0)]]);
    expect(questionsMastered(memories, NOW)).toBe(1);
    // Recall is exactly 90 % after `stability` days; later it is below.
    expect(questionsMastered(memories, NOW + (MASTERED_STABILITY_DAYS + 1) * DAY_MS)).toBe(0);
  });
});

describe("milestones", () => {
  const daysAgo = (d: number, score: number) => ({ at: NOW - d * DAY_MS, score });

  it("counts the days to each step at the learner's pace (5 points a day from 60)", () => {
    const prediction = predictProgress(
      [daysAgo(4, 40), daysAgo(3, 45), daysAgo(2, 50), daysAgo(1, 55), daysAgo(0, 60)],
      NOW,
    );
    expect(milestones(prediction)).toEqual([
      { target: 50, reached: true, estimatedDays: null },
      { target: 75, reached: false, estimatedDays: 3 },
      { target: 90, reached: false, estimatedDays: 6 },
    ]);
  });

  it("gives no dates without a rising trend", () => {
    const prediction = predictProgress([daysAgo(0, 30)], NOW);
    expect(milestones(prediction).map((m) => m.estimatedDays)).toEqual([null, null, null]);
  });
});

describe("daily goal and recent days", () => {
  it("is met once today's answers reach the plan's questions per day", () => {
    expect(dailyGoal(20, 12)).toEqual({ target: 20, done: 12, met: false });
    expect(dailyGoal(20, 20).met).toBe(true);
  });

  it("keeps the days within the window, newest first", () => {
    const days = ["2026-11-10", "2026-11-14", "2026-11-20"].map((day) => ({ day }));
    expect(recentDays(days, NOW, 7).map((d) => d.day)).toEqual(["2026-11-20", "2026-11-14"]);
  });
});
