import { landing } from "@cc/i18n/locales/pt/landing";
import { trial } from "@cc/i18n/locales/pt/trial";
import { addPortuguese } from "../../lib/i18n";
import { FinalCallToAction, RefundSection } from "./call-to-action";
import { Credentials } from "./credentials";
import { Faq } from "./faq";
import { FeatureCards } from "./feature-cards";
import { Gallery } from "./gallery";
import { Hero } from "./hero";
import { ExamGuide, HowItWorks } from "./steps";
import { TrialBanner } from "./trial-banner";
import type { TrialButton } from "./trial-button";

addPortuguese(landing, trial);

/**
 * The public landing page, in the spec's order (section 2). Left out until they can be true:
 * testimonials (none given with consent yet) and the limited-offer countdown
 * (docs/decisions/0030-landing-true-claims.md). The free-trial button is the trial
 * feature's; the route hands it in, so the landing does not import another feature.
 */
export function LandingPage({ TrialButton }: { TrialButton: TrialButton }) {
  return (
    <>
      <TrialBanner TrialButton={TrialButton} />
      <Hero TrialButton={TrialButton} />
      <FeatureCards />
      <Gallery />
      <HowItWorks />
      <FinalCallToAction TrialButton={TrialButton} />
      <RefundSection />
      <ExamGuide />
      <Faq />
      <Credentials />
    </>
  );
}
