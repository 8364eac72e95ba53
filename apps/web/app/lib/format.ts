import { currentLocale } from "./i18n";

const lang = () => (currentLocale() === "pt" ? "pt-PT" : "en-GB");

export const formatMoney = (cents: number, currency = "EUR") =>
  new Intl.NumberFormat(lang(), { style: "currency", currency }).format(cents / 100);

export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(lang(), { dateStyle: "long" }).format(new Date(iso));

export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(lang(), { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
