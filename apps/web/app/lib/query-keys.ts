/**
 * Query keys that more than one feature touches. A feature's own keys live in its queryOptions
 * factory; these are shared because one feature writes what another lists.
 */
export const sharedKeys = {
  /** Every list of past sessions and every figure drawn from them: stale once a session ends. */
  history: ["history"] as const,
  /** The coach's figures and plan: stale once the learner's exam date changes. */
  coach: ["coach"] as const,
};
