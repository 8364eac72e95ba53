import { currentLocale } from "./i18n";

/** The Intl locale of the page's language (Portugal's Portuguese, British English). */
export const intlLocale = () => (currentLocale() === "pt" ? "pt-PT" : "en-GB");

export const formatMoney = (cents: number, currency = "EUR") =>
  new Intl.NumberFormat(intlLocale(), { style: "currency", currency }).format(cents / 100);

export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: "long" }).format(new Date(iso));

export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: "long", timeStyle: "short" }).format(
    new Date(iso),
  );
