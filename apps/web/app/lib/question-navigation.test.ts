import { describe, expect, it } from "vitest";
import {
  allAnswered,
  answeredCount,
  lettersOf,
  navigate,
  startNavigation,
} from "./question-navigation";

const options = { A: "a", B: "b", C: "c", D: "d" };
const questions = [
  { id: "q1", options },
  { id: "q2", options },
  { id: "q3", options: { A: "a", B: "b", C: "c" } },
];

describe("question navigation", () => {
  it("starts at the first unanswered question with the saved answers that still fit", () => {
    expect(startNavigation(questions)).toEqual({ current: 0, answers: {} });
    const resumed = startNavigation(questions, { q1: "B", q3: "D", other: "A" });
    expect(resumed).toEqual({ current: 1, answers: { q1: "B" } });
    expect(startNavigation(questions, { q1: "A", q2: "A", q3: "A" }).current).toBe(0);
  });

  it("moves within bounds", () => {
    let state = startNavigation(questions);
    state = navigate(questions, state, { kind: "previous" });
    expect(state.current).toBe(0);
    state = navigate(questions, state, { kind: "next" });
    state = navigate(questions, state, { kind: "next" });
    state = navigate(questions, state, { kind: "next" });
    expect(state.current).toBe(2);
    expect(navigate(questions, state, { kind: "jump", index: 1 }).current).toBe(1);
    expect(navigate(questions, state, { kind: "jump", index: 99 }).current).toBe(2);
  });

  it("records a choice for the question on screen, only with one of its letters", () => {
    let state = startNavigation(questions);
    state = navigate(questions, state, { kind: "select", letter: "C" });
    expect(state.answers).toEqual({ q1: "C" });
    state = navigate(questions, state, { kind: "select", letter: "A" });
    expect(state.answers).toEqual({ q1: "A" });
    state = navigate(questions, state, { kind: "jump", index: 2 });
    const unchanged = navigate(questions, state, { kind: "select", letter: "D" });
    expect(unchanged).toBe(state);
    // Choosing the same letter again changes nothing (and so saves nothing).
    expect(navigate(questions, state, { kind: "select", letter: "A" })).not.toBe(state);
    const same = navigate(questions, { ...state, current: 0 }, { kind: "select", letter: "A" });
    expect(same.answers).toBe(state.answers);
  });

  it("counts answers and knows when all are given", () => {
    let state = startNavigation(questions, { q1: "A", q2: "B" });
    expect(answeredCount(questions, state.answers)).toBe(2);
    expect(allAnswered(questions, state.answers)).toBe(false);
    state = navigate(questions, state, { kind: "select", letter: "C" });
    expect(allAnswered(questions, state.answers)).toBe(true);
    expect(allAnswered([], {})).toBe(false);
    expect(navigate(questions, state, { kind: "reset" })).toEqual({ current: 0, answers: {} });
  });

  it("lists a question's letters in order", () => {
    expect(lettersOf({ id: "x", options: { C: "", A: "", B: "" } })).toEqual(["A", "B", "C"]);
    expect(lettersOf(undefined)).toEqual([]);
  });
});
