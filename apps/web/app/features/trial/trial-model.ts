import type { TransmissionType } from "@cc/contracts/questions";
import type { trialStartResponseSchema } from "@cc/contracts/sessions";
import { MODES, maxMistakesFor } from "@cc/domain/modes";
import { DISPLAY_LETTERS, score } from "@cc/domain/scoring";
import type { z } from "zod";
import {
  allAnswered,
  type NavigationAction,
  navigate,
  type QuestionNavigation,
  startNavigation,
} from "../../lib/question-navigation";

export type TrialSession = z.infer<typeof trialStartResponseSchema>["data"];
export type TrialQuestion = TrialSession["questions"][number];

/** Spec section 4, Trial: start, test, results; "empty" is the No Questions Available state. */
type TrialStep = "start" | "loading" | "test" | "results" | "empty";

export interface TrialState {
  step: TrialStep;
  transmission: TransmissionType;
  /** Counts starts, so the answer to a start the learner has since closed or retaken is ignored. */
  attempt: number;
  session: { id: string; questions: TrialQuestion[] } | null;
  nav: QuestionNavigation;
}

export type TrialAction =
  | { kind: "chooseTransmission"; transmission: TransmissionType }
  | { kind: "start" }
  | { kind: "loaded"; attempt: number; session: TrialSession }
  | { kind: "failed"; attempt: number }
  /** The server has no trial questions (it answers 404). */
  | { kind: "unavailable"; attempt: number }
  | { kind: "navigate"; action: NavigationAction }
  | { kind: "finish" }
  | { kind: "retake" }
  | { kind: "close" };

export const initialTrial = (transmission: TransmissionType = "manual"): TrialState => ({
  step: "start",
  transmission,
  attempt: 0,
  session: null,
  nav: { current: 0, answers: {} },
});

/**
 * The trial's states. Questions are fetched once per start: a start is only accepted from the start
 * step, so pressing again while they load or once they are loaded asks for nothing.
 */
export function trialReducer(state: TrialState, action: TrialAction): TrialState {
  switch (action.kind) {
    case "chooseTransmission":
      return state.step === "start" ? { ...state, transmission: action.transmission } : state;
    case "start":
      return state.step === "start"
        ? { ...state, step: "loading", attempt: state.attempt + 1 }
        : state;
    case "loaded": {
      if (state.step !== "loading" || action.attempt !== state.attempt) return state;
      const { questions } = action.session;
      if (questions.length === 0) return { ...state, step: "empty", session: null };
      return {
        ...state,
        step: "test",
        session: { id: action.session.session_id, questions },
        nav: startNavigation(questions),
      };
    }
    case "unavailable":
      return state.step === "loading" && action.attempt === state.attempt
        ? { ...state, step: "empty" }
        : state;
    case "failed":
      // Spec section 8: only logged; the learner is back where they can try again.
      return state.step === "loading" && action.attempt === state.attempt
        ? { ...state, step: "start" }
        : state;
    case "navigate":
      if (state.step !== "test" || !state.session) return state;
      return { ...state, nav: navigate(state.session.questions, state.nav, action.action) };
    case "finish":
      // Results only once every question is answered (spec section 4).
      return state.step === "test" &&
        state.session &&
        allAnswered(state.session.questions, state.nav.answers)
        ? { ...state, step: "results" }
        : state;
    case "retake":
      // Back to the start, answers cleared; the next start fetches a new set.
      return { ...initialTrial(state.transmission), attempt: state.attempt + 1 };
    case "close":
      return { ...initialTrial(state.transmission), attempt: state.attempt + 1 };
  }
}

export interface TrialScore {
  total: number;
  correct: number;
  mistakes: number;
  percentage: number;
  passed: boolean;
  maxMistakes: number;
}

/**
 * Spec section 5, trial scoring, by the rules the server scores every session with: a question
 * left blank is not a mistake, the percentage is the rounded share of right answers, and at most
 * 3 mistakes pass. The trial's options arrive in the order shown, so shown and written letters
 * are the same.
 */
export function scoreTrial(
  questions: readonly TrialQuestion[],
  answers: Record<string, string>,
): TrialScore {
  const rules = MODES.trial;
  const result = score(
    questions.map((q) => ({
      questionId: q.id,
      correctWritten: q.correct_answer,
      order: DISPLAY_LETTERS.join(""),
    })),
    new Map(Object.entries(answers)),
    rules,
  );
  return {
    total: result.total,
    correct: result.correct,
    mistakes: result.mistakes,
    percentage: result.percentage,
    passed: result.passed === true,
    maxMistakes: maxMistakesFor(rules, result.total) ?? 0,
  };
}
