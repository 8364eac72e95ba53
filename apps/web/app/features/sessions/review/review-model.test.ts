import { describe, expect, it } from "vitest";
import {
  filterReview,
  isSessionId,
  type ReviewItem,
  reviewCounts,
  reviewKeyAction,
} from "./review-model";

const item = (id: string, user: string | null, correct: string): ReviewItem => ({
  id,
  category_id: "speedLimits",
  text: id,
  options: { A: "a", B: "b", C: "c", D: "d" },
  image_url: null,
  image_alt: null,
  user_answer: user,
  correct_answer: correct,
  is_correct: user === correct,
  explanation: "",
  reference: "",
  reviewed: null,
});

const items = [item("q1", "A", "A"), item("q2", "B", "C"), item("q3", null, "D")];

const key = (k: string, target: EventTarget | null = null) => ({
  key: k,
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
});

describe("review", () => {
  it("filters all, correct only and incorrect only, blanks with the incorrect", () => {
    expect(filterReview(items, "all").map((i) => i.id)).toEqual(["q1", "q2", "q3"]);
    expect(filterReview(items, "correct").map((i) => i.id)).toEqual(["q1"]);
    expect(filterReview(items, "incorrect").map((i) => i.id)).toEqual(["q2", "q3"]);
    expect(reviewCounts(items)).toEqual({ all: 3, correct: 1, incorrect: 2 });
  });

  it("maps 1, 2, 3 to the filters and Escape to going back", () => {
    expect(reviewKeyAction(key("1"))).toEqual({ kind: "filter", filter: "all" });
    expect(reviewKeyAction(key("2"))).toEqual({ kind: "filter", filter: "correct" });
    expect(reviewKeyAction(key("3"))).toEqual({ kind: "filter", filter: "incorrect" });
    expect(reviewKeyAction(key("4"))).toBeNull();
    expect(reviewKeyAction(key("Escape"))).toEqual({ kind: "back" });
    expect(reviewKeyAction({ ...key("2"), ctrlKey: true })).toBeNull();
    const input = { tagName: "INPUT" } as unknown as EventTarget;
    expect(reviewKeyAction(key("1", input))).toBeNull();
  });

  it("accepts only UUIDs as session ids", () => {
    expect(isSessionId("0b0c2a4e-8d1f-4f0e-9a43-3c2f5d1e7a90")).toBe(true);
    expect(isSessionId("123")).toBe(false);
    expect(isSessionId("")).toBe(false);
  });
});
