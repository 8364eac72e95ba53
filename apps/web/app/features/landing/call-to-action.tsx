import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/button-link";
import { useSession } from "../../lib/api";
import { SIGNED_IN_SWAP } from "../../lib/hydration/handle";
import { useLocalizedPath } from "../../lib/use-localized-path";
import { figures } from "./figures";
import { LandingCta } from "./landing-cta";
import { Section } from "./section";
import type { TrialButton } from "./trial-button";

/**
 * Spec section 2, landing 7: the free exam and the way in (/signup) for a guest; for a signed-in
 * learner, one way on, back to practice.
 */
export function FinalCallToAction({ TrialButton }: { TrialButton: TrialButton }) {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <Section id="landing-cta" title={t("landing.ctaTitle")} className="bg-brand-800 text-white">
      {token ? null : (
        <p
          className="mx-auto max-w-2xl text-center text-brand-50"
          {...{ [SIGNED_IN_SWAP.guestOnly]: "" }}
        >
          {t("landing.ctaBody")}
        </p>
      )}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <LandingCta TrialButton={TrialButton} />
        {token ? null : (
          <ButtonLink to="/signup" variant="secondary" {...{ [SIGNED_IN_SWAP.guestOnly]: "" }}>
            {t("landing.getStarted")}
          </ButtonLink>
        )}
      </div>
    </Section>
  );
}

/** Spec section 2, landing 8: the refund window, with the policy one click away. */
export function RefundSection() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const days = figures.refundDays;
  return (
    <Section id="landing-refund" title={t("landing.refundTitle", { days })}>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-slate-700">{t("landing.refundBody", { days })}</p>
        <Link
          to={localized("/refund")}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("landing.refundLink")}
        </Link>
      </div>
    </Section>
  );
}
