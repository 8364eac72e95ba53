import { LandingPage } from "../features/landing/landing-page";
import { TrialLauncher } from "../features/trial/trial-launcher";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const handle = HYDRATE_ON_INTERACTION;

/** The public landing page (prerendered). */
export default function Landing() {
  return <LandingPage TrialButton={TrialLauncher} />;
}
