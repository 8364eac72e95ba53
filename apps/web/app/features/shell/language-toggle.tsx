import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { currentLocale, setLocale } from "../../lib/i18n";

/** PT | EN switch; the choice is remembered in storage. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const locale = currentLocale();
  void i18n.language; // re-render on language change
  return (
    <fieldset className="flex items-center rounded-lg border border-slate-300 bg-white p-0.5 text-sm">
      <legend className="sr-only">{t("nav.language")}</legend>
      {(["pt", "en"] as const).map((option) => (
        <button
          key={option}
          type="button"
          lang={option === "pt" ? "pt-PT" : "en"}
          aria-pressed={locale === option}
          aria-label={option === "pt" ? t("nav.switchToPortuguese") : t("nav.switchToEnglish")}
          onClick={() => void setLocale(option)}
          className={cn(
            "min-h-9 min-w-10 rounded-md px-2 font-semibold uppercase",
            locale === option ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {option}
        </button>
      ))}
    </fieldset>
  );
}
