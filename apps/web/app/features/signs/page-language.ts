import { isLocale, type Locale } from "@cc/i18n/catalogue";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { i18n, setLocale, t } from "../../lib/i18n";
import { SIGN_LIBRARY_PATHS } from "../../lib/sign-library-paths";

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
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = shared.language;
    if (before === null) {
      if (shared.language !== locale) void setLocale(locale);
    } else if (before === locale && isLocale(shared.language) && shared.language !== locale) {
      navigate(SIGN_LIBRARY_PATHS[shared.language]);
    }
  }, [shared.language, locale, navigate]);
}
