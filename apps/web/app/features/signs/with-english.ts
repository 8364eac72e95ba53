import { en } from "@cc/i18n/locales/en";
import { i18n } from "../../lib/i18n";

/**
 * The English page renders in English while it is prerendered, so its catalogue must be there
 * before the first render (the rest of the site fetches it on the first switch). Imported only by
 * the English route, so no other page carries the English catalogue.
 */
export function withEnglish() {
  if (!i18n.hasResourceBundle("en", "translation")) i18n.addResourceBundle("en", "translation", en);
}
