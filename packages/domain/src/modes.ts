import { EXAM, TRIAL } from "@cc/contracts/constants";

/** The session types of the spec (section 3, Session). */
export const SESSION_TYPES = [
  "trial",
  "fullExam",
  "quickPractice",
  "weakAreas",
  "thematic",
] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

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
  },
  quickPractice: {
    type: "quickPractice",
    defaultCount: EXAM.quickQuestions,
    minCount: 5,
    maxCount: 30,
    timeLimitSeconds: null,
    pass: { kind: "none" },
    unansweredIsMistake: true,
  },
  thematic: {
    type: "thematic",
    defaultCount: 20,
    minCount: 5,
    maxCount: 40,
    timeLimitSeconds: null,
    pass: { kind: "maxWrongShare", value: 0.1 },
    unansweredIsMistake: true,
  },
  weakAreas: {
    type: "weakAreas",
    defaultCount: 15,
    minCount: 10,
    maxCount: 30,
    timeLimitSeconds: null,
    pass: { kind: "none" },
    unansweredIsMistake: true,
  },
  trial: {
    type: "trial",
    defaultCount: TRIAL.questions,
    minCount: TRIAL.questions,
    maxCount: TRIAL.questions,
    timeLimitSeconds: null,
    pass: { kind: "maxMistakes", value: TRIAL.maxMistakes },
    unansweredIsMistake: false,
  },
};

/** Seconds after the deadline during which a submit still counts (network, clock drift). */
export const SUBMIT_GRACE_SECONDS = 10;
