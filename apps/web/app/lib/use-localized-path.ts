import { localizedPath } from "@cc/contracts/public-pages";
import { isLocale } from "@cc/i18n/catalogue";
import { useTranslation } from "react-i18next";

/** Links to public pages in the language shown: "/terms" becomes "/en/terms" in English. */
export function useLocalizedPath() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "pt";
  return (path: string) => localizedPath(path, locale);
}
