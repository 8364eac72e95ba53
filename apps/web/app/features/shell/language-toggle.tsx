import type { Locale } from "@cc/i18n/catalogue";
import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { session } from "../../lib/api";
import { cn } from "../../lib/cn";
import { currentLocale, setLocale } from "../../lib/i18n";
import { queryClient } from "../../lib/query-client";

/**
 * Switches to the language the learner chose (the toggle, or `?lang=`): the page changes, the
 * browser remembers it and, for a signed-in learner, the account too, so mails and their other
 * devices follow it.
 */
export function useChooseLocale() {
  // Best effort and quiet: the page has already switched; a failure only loses the remembering.
  // The root uses this outside the query provider, hence the explicit client.
  const { mutate: remember } = useMutation(
    {
      // Loaded on use: a guest's landing page carries neither the call nor zod.
      mutationFn: async (next: Locale) =>
        (await import("../../lib/account")).updateProfile({ locale: next }),
      meta: { quiet: true },
    },
    queryClient,
  );
  return useCallback(
    async (next: Locale) => {
      await setLocale(next);
      const user = await session.ensureUser();
      if (user && user.locale !== next) remember(next);
    },
    [remember],
  );
}

/**
 * PT | EN switch. On a public page the root then moves to the page's version in that language.
 * Each button's name starts with its visible label ("EN – Mudar para inglês"), so a voice command
 * naming what is seen works.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const locale = currentLocale();
  const choose = useChooseLocale();
  void i18n.language; // re-render on language change
  return (
    <fieldset className="flex items-center rounded-lg border border-slate-300 bg-white p-0.5 text-sm">
      <legend className="sr-only">{t("nav.language")}</legend>
      {(["pt", "en"] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={locale === option}
          onClick={() => void choose(option)}
          className={cn(
            "min-h-9 min-w-10 rounded-md px-2 font-semibold",
            locale === option ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {option.toUpperCase()}
          <span className="sr-only">
            {" – "}
            {option === "pt" ? t("nav.switchToPortuguese") : t("nav.switchToEnglish")}
          </span>
        </button>
      ))}
    </fieldset>
  );
}
