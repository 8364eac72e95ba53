/**
 * Budgets of the routes that check a password or send mail (spec: 429 with "Too many
 * requests..."). Per address generously, since a driving school's classroom shares one; per
 * account tightly, since that is what a password guesser or a mail bomber aims at. Wrong logins
 * are counted per account *and* address, so a stranger's guesses never lock the owner out of
 * their own address (decision 0026-rate-limits). Counted in Redis when REDIS_URL is set.
 */
export const AUTH_RATE_LIMITS = {
  login: {
    perAddress: { max: 30, timeWindow: "1 minute" },
    perEmailAndAddress: { max: 10, timeWindow: "15 minutes" },
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
  deleteAccount: {
    perAddress: { max: 20, timeWindow: "15 minutes" },
    perUser: { max: 5, timeWindow: "15 minutes" },
  },
  googleStart: {
    perAddress: { max: 30, timeWindow: "1 minute" },
  },
} as const;
