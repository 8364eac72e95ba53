import type { Locale, TranslationKey } from "@cc/i18n/catalogue";
import { applyPercentFormat } from "@cc/i18n/percent";
import { applyPortugalPlurals } from "@cc/i18n/plurals";
import { resources } from "@cc/i18n/resources";
import i18next, { type TFunction } from "i18next";

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * One translator per language over the shared catalogues. Requests get theirs from the i18n plugin; work done
 * outside a request (a mail in the learner's own language) picks one by locale.
 */
export function createTranslators(): Record<Locale, Translate> {
  const i18n = i18next.createInstance();
  // With initAsync false the catalogues are in place when init returns.
  void i18n.init({
    resources,
    lng: "pt",
    fallbackLng: "pt",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyPortugalPlurals(i18n);
  applyPercentFormat(i18n);
  const fixed = (locale: Locale): Translate => {
    const translate: TFunction = i18n.getFixedT(locale);
    // Server keys come from tables such as the contracts' ERRORS, which cannot import the
    // catalogue's types (contracts import only zod): checked by the catalogue test instead.
    return (key, params) => String(translate(key as TranslationKey, params as never));
  };
  return { pt: fixed("pt"), en: fixed("en") };
}
