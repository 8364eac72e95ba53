/** Business constants of spec section 9, shared by server, domain and web. */
export const EXAM = {
  fullQuestions: 30,
  fullDurationSeconds: 30 * 60,
  maxMistakesToPass: 3,
  quickQuestions: 10,
  defaultOptions: 4,
} as const;

export const TRIAL = { questions: 30, options: 3, maxMistakes: 3 } as const;

export const TOAST_DURATION_MS = { default: 5000, error: 7000 } as const;

export const PASSWORD_MIN = { login: 6, signup: 8 } as const;
export const NAME_MIN = 2;

export const READINESS_EXAM_READY = 90;
