import type { PurchaseInput } from "@cc/domain/consent/tracker";
import { practiceEngagementValue, TRACKING_VALUES } from "@cc/domain/consent/tracking-values";
import { trackEvent, trackPurchase } from "./trackers";

const worth = (value: number) => ({ value, currency: "EUR" });

/** The moments spec sections 7 and 9 name, with their values. */
export const track = {
  pageView: (path: string) => trackEvent({ name: "page_view", params: { page_path: path } }),
  registration: () =>
    trackEvent({
      name: "registration",
      params: { ...worth(TRACKING_VALUES.registration), method: "email" },
    }),
  login: () => trackEvent({ name: "user_login", params: worth(TRACKING_VALUES.userLogin) }),
  lead: () => trackEvent({ name: "lead", params: worth(TRACKING_VALUES.lead) }),
  practiceStart: (mode: string) =>
    trackEvent({
      name: "practice_start",
      params: { ...worth(TRACKING_VALUES.practiceStart), mode },
    }),
  examAttempt: () =>
    trackEvent({ name: "exam_attempt", params: worth(TRACKING_VALUES.examAttempt) }),
  trialCompleted: () =>
    trackEvent({ name: "trial_completed", params: worth(TRACKING_VALUES.trialCompleted) }),
  search: (term: string) =>
    trackEvent({ name: "search", params: { ...worth(TRACKING_VALUES.search), search_term: term } }),
  subscribe: (plan: string) =>
    trackEvent({ name: "subscribe", params: { ...worth(TRACKING_VALUES.subscribe), plan } }),
  practiceEngagement: (questionsAnswered: number) =>
    trackEvent({
      name: "practice_engagement",
      params: {
        ...worth(practiceEngagementValue(questionsAnswered)),
        questions: questionsAnswered,
      },
    }),
  purchase: (purchase: PurchaseInput) => trackPurchase(purchase),
};
