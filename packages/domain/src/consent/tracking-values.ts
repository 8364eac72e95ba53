/**
 * What each conversion is worth to the advertising trackers, in EUR (spec section 9). These are
 * the operator's own weights for bidding, not money anyone pays.
 */
export const TRACKING_VALUES = {
  registration: 15,
  lead: 10,
  practiceStart: 5,
  examAttempt: 8,
  trialCompleted: 20,
  search: 2,
  subscribe: 3,
  userLogin: 5,
} as const;

const ENGAGEMENT_PER_QUESTION = 0.5;
const ENGAGEMENT_CAP = 10;

/** Practice engagement: 0.5 per answered question, at most 10. */
export function practiceEngagementValue(questionsAnswered: number): number {
  return Math.min(ENGAGEMENT_CAP, Math.max(0, questionsAnswered) * ENGAGEMENT_PER_QUESTION);
}
