import type { SignClass } from "@cc/content/schema";
import type { TranslationKey } from "@cc/i18n/catalogue";

/** The name of each group of the sign library, as the Regulamento names it. */
export const CLASS_TITLES: Record<SignClass, TranslationKey> = {
  warning: "signLibrary.class.warning",
  priority: "signLibrary.class.priority",
  prohibition: "signLibrary.class.prohibition",
  obligation: "signLibrary.class.obligation",
  information: "signLibrary.class.information",
  direction: "signLibrary.class.direction",
  additionalPanel: "signLibrary.class.additionalPanel",
  lightSignal: "signLibrary.class.lightSignal",
  officerSignal: "signLibrary.class.officerSignal",
  marking: "signLibrary.class.marking",
};
