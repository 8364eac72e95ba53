import type { i18n as I18n } from "i18next";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./catalogue";

/** The Intl locale of a language: Portugal's Portuguese, British English. */
export const intlLocaleOf = (locale: Locale): string => (locale === "pt" ? "pt-PT" : "en-GB");

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * A percentage as the language writes it, by Intl: the one way every figure in percent reaches
 * the learner, in the app and in the texts the server writes. `percent` is in percent (0 to 100,
 * as the API gives it) and is shown whole.
 */
export function formatPercentIn(locale: Locale, percent: number): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: "percent",
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  return format.format(percent / 100);
}

/**
 * `{{score, percent}}` in a catalogue text: the figure through `formatPercentIn`, in the language
 * of the text. Every i18next instance (browser and server) applies it, as it applies the plurals.
 */
export function applyPercentFormat(instance: I18n): I18n {
  instance.services.formatter?.add("percent", (value, lng) =>
    formatPercentIn(isLocale(lng) ? lng : DEFAULT_LOCALE, Number(value)),
  );
  return instance;
}
