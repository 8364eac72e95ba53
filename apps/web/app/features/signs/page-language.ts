import type { Locale } from "@cc/i18n/catalogue";
import { en } from "@cc/i18n/locales/en";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { i18n, setLocale, t } from "../../lib/i18n";

/** The sign library's address in each language. */
export const SIGN_LIBRARY_PATHS: Record<Locale, string> = { pt: "/sinais", en: "/en/signs" };

/**
 * The English page renders in English while it is prerendered, so its catalogue must be there
 * before the first render (the rest of the site fetches it on the first switch).
 */
export function withEnglish() {
  if (!i18n.hasResourceBundle("en", "translation")) i18n.addResourceBundle("en", "translation", en);
}

/** Title and description of the sign library in its own language. */
export function signLibraryMeta(locale: Locale) {
  const fixed = i18n.getFixedT(locale);
  return [
    { title: `${fixed("signLibrary.metaTitle")} · ${t("app.name")}` },
    { name: "description", content: fixed("signLibrary.metaDescription") },
  ];
}

/**
 * The page's language is its address: arriving makes it the site's language (header and footer
 * follow), and switching language with the toggle moves to the other version of the page.
 */
export function usePageLanguage(locale: Locale) {
  const { i18n: shared } = useTranslation();
  const navigate = useNavigate();
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      if (shared.language !== locale) void setLocale(locale);
      return;
    }
    const other: Locale = locale === "pt" ? "en" : "pt";
    if (shared.language === other) navigate(SIGN_LIBRARY_PATHS[other]);
  }, [shared.language, locale, navigate]);
}
