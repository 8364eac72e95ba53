import { LandingPage } from "../features/landing/landing-page";

/** The public landing page (prerendered). */
export default function Landing() {
  return <LandingPage />;
}
