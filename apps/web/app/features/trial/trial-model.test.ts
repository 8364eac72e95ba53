import { describe, expect, it } from "vitest";
import {
  initialTrial,
  scoreTrial,
  type TrialAction,
  type TrialQuestion,
  type TrialSession,
  type TrialState,
  trialReducer,
} from "./trial-model";

const question = (id: string, correct: string): TrialQuestion => ({
  id,
  category_id: "trafficSigns",
  text: id,
  options: { A: "a", B: "b", C: "c" },
  image_url: null,
  image_alt: null,
  correct_answer: correct,
  explanation: "",
});

const session = (questions: TrialQuestion[]): TrialSession => ({
  session_id: "0b0c2a4e-8d1f-4f0e-9a43-3c2f5d1e7a90",
  type: "trial",
  transmission_type: "manual",
  status: "in_progress",
  started_at: "2026-05-01T10:00:00.000Z",
  deadline_at: null,
  time_limit_seconds: null,
  server_time: "2026-05-01T10:00:00.000Z",
  short_by: 0,
  max_mistakes: 3,
  questions,
});

const run = (state: TrialState, ...actions: TrialAction[]) => actions.reduce(trialReducer, state);
const questions = [question("q1", "A"), question("q2", "B"), question("q3", "C")];

describe("trial", () => {
  it("starts once: a second start while loading or once loaded changes nothing", () => {
    const loading = run(
      initialTrial(),
      { kind: "chooseTransmission", transmission: "automatic" },
      { kind: "start" },
    );
    expect(loading).toMatchObject({ step: "loading", attempt: 1, transmission: "automatic" });
    expect(trialReducer(loading, { kind: "start" })).toBe(loading);
    const test = trialReducer(loading, { kind: "loaded", attempt: 1, session: session(questions) });
    expect(test.step).toBe("test");
    expect(trialReducer(test, { kind: "start" })).toBe(test);
  });

  it("ignores the answer to a start that was closed in the meantime", () => {
    const loading = run(initialTrial(), { kind: "start" });
    const closed = trialReducer(loading, { kind: "close" });
    const reopened = trialReducer(closed, { kind: "start" });
    const late = trialReducer(reopened, {
      kind: "loaded",
      attempt: 1,
      session: session(questions),
    });
    expect(late.step).toBe("loading");
    expect(trialReducer(late, { kind: "failed", attempt: 1 }).step).toBe("loading");
    expect(trialReducer(late, { kind: "failed", attempt: reopened.attempt }).step).toBe("start");
  });

  it("shows No Questions Available when the server has none", () => {
    const state = run(
      initialTrial(),
      { kind: "start" },
      { kind: "loaded", attempt: 1, session: session([]) },
    );
    expect(state.step).toBe("empty");
    const refused = run(initialTrial(), { kind: "start" }, { kind: "unavailable", attempt: 1 });
    expect(refused.step).toBe("empty");
    // Closing resets to the start.
    expect(trialReducer(refused, { kind: "close" }).step).toBe("start");
  });

  it("gives results only once every question is answered; retake clears the answers", () => {
    let state = run(
      initialTrial(),
      { kind: "start" },
      { kind: "loaded", attempt: 1, session: session(questions) },
    );
    const select = (letter: string): TrialAction => ({
      kind: "navigate",
      action: { kind: "select", letter },
    });
    const next: TrialAction = { kind: "navigate", action: { kind: "next" } };
    state = run(state, select("A"), next, select("C"));
    expect(trialReducer(state, { kind: "finish" }).step).toBe("test");
    state = run(state, next, select("C"), { kind: "finish" });
    expect(state.step).toBe("results");
    const retaken = trialReducer(state, { kind: "retake" });
    expect(retaken).toMatchObject({
      step: "start",
      session: null,
      nav: { current: 0, answers: {} },
    });
  });

  it("scores as the spec says: blanks are not mistakes, at most 3 mistakes pass", () => {
    const thirty = Array.from({ length: 30 }, (_, i) => question(`q${i}`, "A"));
    const answers = (wrong: number, blank = 0) =>
      Object.fromEntries(thirty.slice(0, 30 - blank).map((q, i) => [q.id, i < wrong ? "B" : "A"]));
    expect(scoreTrial(thirty, answers(3))).toEqual({
      total: 30,
      correct: 27,
      mistakes: 3,
      percentage: 90,
      passed: true,
      maxMistakes: 3,
    });
    expect(scoreTrial(thirty, answers(4))).toMatchObject({
      mistakes: 4,
      passed: false,
      percentage: 87,
    });
    expect(scoreTrial(thirty, answers(0, 5))).toMatchObject({
      correct: 25,
      mistakes: 0,
      passed: true,
      percentage: 83,
    });
  });
});
