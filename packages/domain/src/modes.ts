import { EXAM, TRIAL } from "@cc/contracts/constants";
import type { SessionType } from "@cc/contracts/sessions";

export type PassRule =
  | { kind: "maxMistakes"; value: number }
  | { kind: "maxWrongShare"; value: number }
  /** Practice: the score is shown, not judged. */
  | { kind: "none" };

export interface ModeRules {
  type: SessionType;
  /** Questions when the learner does not choose (the full exam and the trial never let them). */
  defaultCount: number;
  minCount: number;
  maxCount: number;
  /** Enforced by the server; null means untimed. */
  timeLimitSeconds: number | null;
  pass: PassRule;
  /** The real exam counts a question left blank as a mistake; the trial does not (spec section 5). */
  unansweredIsMistake: boolean;
  /** The trial shows its result only once every question is answered (spec section 4, Trial). */
  requiresEveryAnswer: boolean;
}

export const MODES: Record<SessionType, ModeRules> = {
  fullExam: {
    type: "fullExam",
    defaultCount: EXAM.fullQuestions,
    minCount: EXAM.fullQuestions,
    maxCount: EXAM.fullQuestions,
    timeLimitSeconds: EXAM.fullDurationSeconds,
    pass: { kind: "maxMistakes", value: EXAM.maxMistakesToPass },
    unansweredIsMistake: true,
    requiresEveryAnswer: false,
  },
  quickPractice: {
    type: "quickPractice",
    defaultCount: EXAM.quickQuestions,
    minCount: 5,
    maxCount: 30,
    timeLimitSeconds: null,
    pass: { kind: "none" },
    unansweredIsMistake: true,
    requiresEveryAnswer: false,
  },
  thematic: {
    type: "thematic",
    defaultCount: 20,
    minCount: 5,
    maxCount: 40,
    timeLimitSeconds: null,
    pass: { kind: "maxWrongShare", value: 0.1 },
    unansweredIsMistake: true,
    requiresEveryAnswer: false,
  },
  weakAreas: {
    type: "weakAreas",
    defaultCount: 15,
    minCount: 10,
    maxCount: 30,
    timeLimitSeconds: null,
    pass: { kind: "none" },
    unansweredIsMistake: true,
    requiresEveryAnswer: false,
  },
  trial: {
    type: "trial",
    defaultCount: TRIAL.questions,
    minCount: TRIAL.questions,
    maxCount: TRIAL.questions,
    timeLimitSeconds: null,
    pass: { kind: "maxMistakes", value: TRIAL.maxMistakes },
    unansweredIsMistake: false,
    requiresEveryAnswer: true,
  },
};

/**
 * A session left early ("Review Progress") is shown, not judged: what was answered is scored and
 * what was not is simply blank.
 */
export const EXITED_RULES: Pick<ModeRules, "pass" | "unansweredIsMistake"> = {
  pass: { kind: "none" },
  unansweredIsMistake: false,
};

/** The most mistakes a session of `total` questions may have and still pass; null if not judged. */
export function maxMistakesFor(rules: Pick<ModeRules, "pass">, total: number): number | null {
  switch (rules.pass.kind) {
    case "maxMistakes":
      return rules.pass.value;
    case "maxWrongShare":
      // The epsilon keeps 30 x 0.1 at 3 despite floating point (3.0000000000000004).
      return Math.floor(total * rules.pass.value + 1e-9);
    default:
      return null;
  }
}

/** Seconds after the deadline during which a submit still counts (network, clock drift). */
export const SUBMIT_GRACE_SECONDS = 10;
