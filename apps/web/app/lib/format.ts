import { formatPercentIn, intlLocaleOf } from "@cc/i18n/percent";
import { currentLocale } from "./i18n";

/** The Intl locale of the page's language (Portugal's Portuguese, British English). */
export const intlLocale = () => intlLocaleOf(currentLocale());

/**
 * A percentage (0 to 100) as the page's language writes it. The catalogue's texts write theirs
 * with `{{x, percent}}`, which goes through the same function (@cc/i18n/percent).
 */
export const formatPercent = (percent: number) => formatPercentIn(currentLocale(), percent);

export const formatMoney = (cents: number, currency = "EUR") =>
  new Intl.NumberFormat(intlLocale(), { style: "currency", currency }).format(cents / 100);

export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: "long" }).format(new Date(iso));

export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: "long", timeStyle: "short" }).format(
    new Date(iso),
  );
