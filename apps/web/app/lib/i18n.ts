import { isLocale, type Locale, type TranslationKey } from "@cc/i18n/catalogue";
import { pt } from "@cc/i18n/locales/pt";
import { applyPortugalPlurals } from "@cc/i18n/plurals";
import i18next, { type i18n as I18n } from "i18next";
import { useSyncExternalStore } from "react";
import { initReactI18next } from "react-i18next";
import { STORAGE_KEYS, storage } from "./storage";

/**
 * The browser's i18next. Portuguese ships with the page (it is the default and the language of
 * the prerendered HTML); English is fetched the first time someone switches to it.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt } },
  lng: "pt",
  fallbackLng: "pt",
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
applyPortugalPlurals(i18n);

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

export function storedLocale(): Locale | undefined {
  const value = storage.get(STORAGE_KEYS.locale);
  return isLocale(value) ? value : undefined;
}

export const htmlLang = (locale: Locale) => (locale === "pt" ? "pt-PT" : "en");

/** Translation outside React (API client, meta functions). */
export const t = (key: TranslationKey, params?: Record<string, unknown>) =>
  String(i18n.t(key, params));
