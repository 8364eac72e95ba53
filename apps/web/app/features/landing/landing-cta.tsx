import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/ui/button-link";
import { useSession } from "../../lib/api";
import { SIGNED_IN_SWAP } from "../../lib/hydration/handle";
import type { TrialButton } from "./trial-button";

/** Where a signed-in learner goes on (an app page: one address in both languages). */
const PRACTICE = "/practice";

/**
 * The landing's call to action: the free trial for a guest; for a browser that holds a sign-in,
 * the way back to practice. The prerendered page is the guest's, and its trial buttons carry the
 * learner's text and address, which the boot script swaps in before the app starts
 * (lib/hydration/boot.ts); the app renders the same, so hydration finds what it expects.
 */
export function LandingCta({
  TrialButton,
  className,
}: {
  TrialButton: TrialButton;
  className?: string;
}) {
  const { t } = useTranslation();
  const { token } = useSession();
  const text = t("landing.continuePractising");
  if (token) {
    return (
      <ButtonLink to={PRACTICE} variant="accent" className={className}>
        {text}
      </ButtonLink>
    );
  }
  const swap = { [SIGNED_IN_SWAP.href]: PRACTICE, [SIGNED_IN_SWAP.text]: text };
  return <TrialButton className={className} {...swap} />;
}
