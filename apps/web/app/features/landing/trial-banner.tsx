import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/api";
import { SIGNED_IN_SWAP } from "../../lib/hydration/handle";
import { figures } from "./figures";
import { LandingCta } from "./landing-cta";
import type { TrialButton } from "./trial-button";

/**
 * Spec section 2, landing 1: the free trial, always in reach just under the top bar. On a phone
 * only the button shows, so the bar stays one line tall; the hero says the rest. A signed-in
 * learner sees only the way back to practice: the sentence is about the trial.
 */
export function TrialBanner({ TrialButton }: { TrialButton: TrialButton }) {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <aside
      aria-label={t("trial.title")}
      className="sticky top-16 z-30 border-b border-brand-100 bg-brand-50/95 px-4 py-2 backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">
        {token ? null : (
          <p
            className="hidden text-sm font-medium text-slate-900 sm:block"
            {...{ [SIGNED_IN_SWAP.guestOnly]: "" }}
          >
            {t("landing.bannerText", { count: figures.trialQuestions })}
          </p>
        )}
        <LandingCta
          TrialButton={TrialButton}
          className="min-h-10 w-full shrink-0 px-3 py-1.5 text-sm sm:ml-auto sm:w-auto"
        />
      </div>
    </aside>
  );
}
