import type { SessionType } from "@cc/contracts/sessions";
import type { TranslationKey } from "@cc/i18n/catalogue";

/** Catalogue keys of the session type labels (spec section 3, Session), shown on every screen. */
export const SESSION_TYPE_LABELS: Record<SessionType, TranslationKey> = {
  trial: "sessionTypes.trial",
  fullExam: "sessionTypes.fullExam",
  quickPractice: "sessionTypes.quickPractice",
  weakAreas: "sessionTypes.weakAreas",
  thematic: "sessionTypes.thematic",
};

/** Dates and times in the learner's language. */
export const dateLocale = (language: string) => (language === "en" ? "en-GB" : "pt-PT");
