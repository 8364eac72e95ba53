/**
 * Budgets of the sign-in routes (spec: 429 with "Too many requests..."). Per address generously,
 * since a driving school's classroom shares one; per e-mail tightly, since that is what a password
 * guesser or a mail bomber aims at. Counted in Redis when REDIS_URL is set.
 */
export const AUTH_RATE_LIMITS = {
  login: {
    perAddress: { max: 30, timeWindow: "1 minute" },
    perEmail: { max: 10, timeWindow: "15 minutes" },
  },
  register: {
    perAddress: { max: 20, timeWindow: "1 hour" },
    perEmail: { max: 5, timeWindow: "1 hour" },
  },
  forgotPassword: {
    perAddress: { max: 20, timeWindow: "1 hour" },
    perEmail: { max: 3, timeWindow: "1 hour" },
  },
  resetPassword: {
    perAddress: { max: 20, timeWindow: "1 hour" },
    perEmail: { max: 10, timeWindow: "1 hour" },
  },
  googleStart: {
    perAddress: { max: 30, timeWindow: "1 minute" },
  },
} as const;
