import { FinalCallToAction, RefundSection } from "./call-to-action";
import { Credentials } from "./credentials";
import { Faq } from "./faq";
import { FeatureCards } from "./feature-cards";
import { Hero } from "./hero";
import { ExamGuide, HowItWorks } from "./steps";
import { TrialBanner } from "./trial-banner";

/**
 * The public landing page, in the spec's order (section 2). Left out until they can be true:
 * testimonials (none given with consent yet), the screenshot gallery, and the limited-offer
 * countdown (docs/decisions/0030-landing-true-claims.md).
 */
export function LandingPage() {
  return (
    <>
      <TrialBanner />
      <Hero />
      <FeatureCards />
      <HowItWorks />
      <FinalCallToAction />
      <RefundSection />
      <ExamGuide />
      <Faq />
      <Credentials />
    </>
  );
}
