import type { Locale } from "@cc/i18n/catalogue";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { i18n, setLocale, t } from "../../lib/i18n";
import { SIGN_LIBRARY_PATHS } from "./paths";

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
