import { LandingPage } from "../features/landing/landing-page";
import { TrialLauncher } from "../features/trial/trial-launcher";

/** The public landing page (prerendered). */
export default function Landing() {
  return <LandingPage TrialButton={TrialLauncher} />;
}
