import type { AnswerLetter } from "@cc/contracts/sessions";

/**
 * Where a learner is in a list of questions and what they chose: the state behind the exam screen
 * and the free trial. Moving around is local state only (no network).
 */
export interface NavigableQuestion {
  id: string;
  /** Shown letter -> option text. */
  options: Record<string, string>;
}

export interface QuestionNavigation {
  /** 0-based index of the question on screen. */
  current: number;
  /** Question id -> chosen letter. */
  answers: Record<string, string>;
}

/**
 * Chosen letters as the contract types them. The screens keep the keys of the options they were
 * sent as plain strings; the server refuses any letter it did not send (422).
 */
export const asAnswerLetters = (answers: Record<string, string>) =>
  answers as Record<string, AnswerLetter>;

export type NavigationAction =
  | { kind: "select"; letter: string }
  | { kind: "previous" }
  | { kind: "next" }
  | { kind: "jump"; index: number }
  | { kind: "reset" };

/** Starts on the first question still unanswered (a resumed session continues where it stopped). */
export function startNavigation(
  questions: readonly NavigableQuestion[],
  saved: Record<string, string> = {},
): QuestionNavigation {
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const letter = saved[question.id];
    if (letter && letter in question.options) answers[question.id] = letter;
  }
  const firstOpen = questions.findIndex((question) => !(question.id in answers));
  return { current: firstOpen === -1 ? 0 : firstOpen, answers };
}

export function navigate(
  questions: readonly NavigableQuestion[],
  state: QuestionNavigation,
  action: NavigationAction,
): QuestionNavigation {
  const last = questions.length - 1;
  const at = (index: number) => ({ ...state, current: Math.min(Math.max(index, 0), last) });
  switch (action.kind) {
    case "previous":
      return at(state.current - 1);
    case "next":
      return at(state.current + 1);
    case "jump":
      return at(action.index);
    case "reset":
      return { current: 0, answers: {} };
    case "select": {
      const question = questions[state.current];
      if (!question || !(action.letter in question.options)) return state;
      if (state.answers[question.id] === action.letter) return state;
      return { ...state, answers: { ...state.answers, [question.id]: action.letter } };
    }
  }
}

export function answeredCount(
  questions: readonly NavigableQuestion[],
  answers: Record<string, string>,
): number {
  return questions.filter((question) => question.id in answers).length;
}

export function allAnswered(
  questions: readonly NavigableQuestion[],
  answers: Record<string, string>,
): boolean {
  return questions.length > 0 && answeredCount(questions, answers) === questions.length;
}

/** The letters of a question in the order shown (A, B, C, D). */
export const lettersOf = (question: NavigableQuestion | undefined) =>
  question ? Object.keys(question.options).sort() : [];
