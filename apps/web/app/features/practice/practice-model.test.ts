import { quickStartSchema, thematicStartSchema } from "@cc/contracts/sessions";
import { describe, expect, it } from "vitest";
import {
  countChoices,
  defaultSetup,
  modeOfPath,
  sessionPage,
  setupFields,
  startRequest,
  switchMode,
} from "./practice-setup-model";
import {
  type HistoryItem,
  mergeHistory,
  minutesLeft,
  recentSessionView,
} from "./recent-sessions-model";

describe("practice setup", () => {
  it("offers counts between each mode's limits", () => {
    expect(countChoices("quickPractice")).toEqual([5, 10, 15, 20, 25, 30]);
    expect(countChoices("weakAreas")).toEqual([10, 15, 20, 25, 30]);
    expect(countChoices("thematic")).toEqual([5, 10, 15, 20, 25, 30, 35, 40]);
    expect(countChoices("fullExam")).toEqual([30]);
  });

  it("asks only what a mode lets the learner choose", () => {
    expect(setupFields("fullExam")).toMatchObject({
      questionCount: false,
      difficulty: false,
      category: false,
      neverRepeat: true,
    });
    expect(setupFields("thematic")).toMatchObject({ category: true, categoryRequired: true });
    expect(setupFields("weakAreas")).toMatchObject({ questionCount: true, neverRepeat: false });
  });

  it("builds each mode's start call from the options, in the contract's shape", () => {
    const options = { ...defaultSetup("quickPractice", "automatic"), neverRepeat: true };
    const full = startRequest("fullExam", options);
    expect(full.endpoint.path).toBe("/api/v1/exams/start");
    expect(full.body).toEqual({ transmission_type: "automatic", never_repeat_questions: true });
    const quick = startRequest("quickPractice", { ...options, difficulty: "hard" });
    expect(quick.endpoint.path).toBe("/api/v1/practice/quick/start");
    expect(quickStartSchema.parse(quick.body)).toMatchObject({
      transmission_type: "automatic",
      question_count: 10,
      difficulty: "hard",
      never_repeat_questions: true,
    });
    expect(quick.body).not.toHaveProperty("category_id", "all");
    const thematic = startRequest("thematic", { ...options, category: "speedLimits" });
    expect(thematicStartSchema.parse(thematic.body)).toMatchObject({ category_id: "speedLimits" });
    const weak = startRequest("weakAreas", { ...options, questionCount: 20 });
    expect(weak.endpoint.path).toBe("/api/v1/practice/weak-areas/start");
    expect(weak.body).toEqual({ transmission_type: "automatic", question_count: 20 });
  });

  it("keeps what still applies when the mode changes", () => {
    const quick = { ...defaultSetup("quickPractice", "manual"), questionCount: 5 };
    const thematic = switchMode(quick, "thematic");
    expect(thematic.category).toBe("trafficSigns");
    expect(thematic.questionCount).toBe(5);
    // Weak areas start at 10: 5 is not offered there.
    expect(switchMode(quick, "weakAreas").questionCount).toBe(15);
    expect(switchMode({ ...quick, category: "speedLimits" }, "thematic").category).toBe(
      "speedLimits",
    );
  });

  it("maps addresses to modes and back", () => {
    expect(modeOfPath("/exam/full")).toBe("fullExam");
    expect(modeOfPath("/exam/thematic/")).toBe("thematic");
    expect(modeOfPath("/practice/quick")).toBe("quickPractice");
    expect(modeOfPath("/practice/weak-areas")).toBe("weakAreas");
    expect(modeOfPath("/exam/other")).toBeNull();
    expect(sessionPage("weakAreas", "abc")).toBe("/practice/weak-areas?session=abc");
  });
});

const item = (over: Partial<HistoryItem>): HistoryItem => ({
  session_id: "s",
  type: "quickPractice",
  status: "completed",
  transmission_type: "manual",
  category_id: null,
  question_count: 10,
  score: null,
  started_at: "2026-05-01T10:00:00.000Z",
  finished_at: null,
  seconds_left: null,
  ...over,
});

describe("recent sessions", () => {
  it("merge the exam and practice lists, newest first, without repeats", () => {
    const exams = [
      item({ session_id: "a", started_at: "2026-05-03T10:00:00Z" }),
      item({ session_id: "b", started_at: "2026-05-01T10:00:00Z" }),
    ];
    const practice = [
      item({ session_id: "c", started_at: "2026-05-02T10:00:00Z" }),
      item({ session_id: "a", started_at: "2026-05-03T10:00:00Z" }),
    ];
    expect(mergeHistory([exams, practice], 10).map((i) => i.session_id)).toEqual(["a", "c", "b"]);
    expect(mergeHistory([exams, practice], 2)).toHaveLength(2);
  });

  it("label each state as the spec says", () => {
    expect(recentSessionView(item({ session_id: "x" }))).toEqual({
      badgeKey: null,
      review: { labelKey: "practice.recent.review", to: "/review/x" },
      noReviewKey: null,
      continueTo: null,
    });
    const exited = recentSessionView(item({ session_id: "x", status: "exited" }));
    expect(exited.badgeKey).toBe("practice.recent.exited");
    expect(exited.review?.labelKey).toBe("practice.recent.reviewProgress");
    const running = recentSessionView(item({ session_id: "x", status: "in_progress" }));
    expect(running.review).toBeNull();
    expect(running.noReviewKey).toBe("practice.recent.noReview");
    expect(running.continueTo).toBe("/practice/quick?session=x");
    const trial = recentSessionView(item({ type: "trial", status: "in_progress" }));
    expect(trial.continueTo).toBeNull();
  });

  it("count a running exam's time in whole minutes, a started minute as one, never below 0", () => {
    expect(minutesLeft(30 * 60_000, 0)).toBe(30);
    expect(minutesLeft(60_001, 0)).toBe(2);
    expect(minutesLeft(1_000, 0)).toBe(1);
    expect(minutesLeft(0, 0)).toBe(0);
    expect(minutesLeft(0, 5_000)).toBe(0);
  });
});
