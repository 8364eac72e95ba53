import { publicPageAt } from "@cc/contracts/public-pages";
import { type Catalogue, isLocale, type Locale, type TranslationKey } from "@cc/i18n/catalogue";
import { account } from "@cc/i18n/locales/pt/account";
import { auth } from "@cc/i18n/locales/pt/auth";
import { coach } from "@cc/i18n/locales/pt/coach";
import { consent } from "@cc/i18n/locales/pt/consent";
import { errors } from "@cc/i18n/locales/pt/errors";
import { offline } from "@cc/i18n/locales/pt/offline";
import { practice } from "@cc/i18n/locales/pt/practice";
import { questions } from "@cc/i18n/locales/pt/questions";
import { sessions } from "@cc/i18n/locales/pt/sessions";
import { shell } from "@cc/i18n/locales/pt/shell";
import { site } from "@cc/i18n/locales/pt/site";
import { applyPercentFormat } from "@cc/i18n/percent";
import { applyPortugalPlurals } from "@cc/i18n/plurals";
import i18next, { type i18n as I18n } from "i18next";
import { useSyncExternalStore } from "react";
import { initReactI18next } from "react-i18next";
import { STORAGE_KEYS, storage } from "./storage";

/**
 * The browser's i18next. Portuguese ships with the page (it is the default and the language of
 * the prerendered HTML), in parts: here what the shell and every signed-in screen need (the exam
 * among them); a feature with strings of its own adds them with `addPortuguese` as its module
 * loads, so they are there before it renders or hydrates. English is fetched whole when first
 * needed: before the app starts when the page opens in English (`arrivalLocale`), else on switching.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    pt: {
      translation: {
        ...shell,
        ...errors,
        ...questions,
        ...sessions,
        ...practice,
        ...auth,
        ...account,
        ...consent,
        ...site,
        ...coach,
        ...offline,
      },
    },
  },
  lng: "pt",
  fallbackLng: "pt",
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
applyPortugalPlurals(i18n);
applyPercentFormat(i18n);

/** Adds a feature's part of the Portuguese catalogue (see `i18n`); adding it twice is harmless. */
export function addPortuguese(...parts: Partial<Catalogue>[]): void {
  for (const part of parts) i18n.addResourceBundle("pt", "translation", part, true, false);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : "pt";
}

export async function setLocale(locale: Locale): Promise<void> {
  if (locale === "en" && !i18n.hasResourceBundle("en", "translation")) {
    const { en } = await import("@cc/i18n/locales/en");
    i18n.addResourceBundle("en", "translation", en);
  }
  storage.set(STORAGE_KEYS.locale, locale);
  await i18n.changeLanguage(locale);
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(locale);
}

const onLanguageChange = (notify: () => void) => {
  i18n.on("languageChanged", notify);
  return () => i18n.off("languageChanged", notify);
};

/**
 * The current language, re-rendering the caller when it changes. The document's <Meta> sits
 * outside any translated component: its parent uses this so page titles follow the language.
 */
export function useLanguage(): Locale {
  return useSyncExternalStore(onLanguageChange, currentLocale, () => "pt");
}

function storedLocale(): Locale | undefined {
  const value = storage.get(STORAGE_KEYS.locale);
  return isLocale(value) ? value : undefined;
}

/**
 * Whether this browser holds a language choice (the toggle, `?lang=`, an English public page,
 * each remembered by `setLocale`), rather than showing the default because nothing was chosen.
 * At sign-in a choice wins and the account follows it (`locale_chosen`); without one the
 * account's language wins (`adoptAccountLocale`). Decision 0032.
 */
export const localeChosen = (): boolean => storedLocale() !== undefined;

/**
 * After signing in: with no choice in this browser, the page takes the account's language (chosen
 * on another device) and remembers it here; with one, the server has made the account follow it.
 */
export async function adoptAccountLocale(account: Locale): Promise<void> {
  if (!localeChosen()) await setLocale(account);
}

/**
 * The language a page opens in, settled before the app starts (entry.client) so that its first
 * render and its first API reads are already in it. A public page's address fixes it (its HTML is
 * in that language); otherwise `?lang=en|pt`, then English at an unknown address under /en/ (a
 * stale English link), then the language remembered from last time. Undefined when none of these
 * says: the default, Portuguese, which the page is already in. A Portuguese public page with
 * nothing remembered is such a case: remembering Portuguese there would turn the default into a
 * choice, which at sign-in would override the account's language.
 */
export function arrivalLocale(location: { pathname: string; search: string }): Locale | undefined {
  const { pathname, search } = location;
  const page = publicPageAt(pathname);
  if (page) return page.locale === "pt" && !localeChosen() ? undefined : page.locale;
  const fromQuery = new URLSearchParams(search).get("lang");
  if (isLocale(fromQuery)) return fromQuery;
  if (pathname.startsWith("/en/")) return "en";
  return storedLocale();
}

export const htmlLang = (locale: Locale) => (locale === "pt" ? "pt-PT" : "en");

/** Translation outside React (API client, meta functions). */
export const t = (key: TranslationKey, params?: Record<string, unknown>) =>
  String(i18n.t(key, params));
