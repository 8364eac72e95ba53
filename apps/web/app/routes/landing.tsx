import { type MetaFunction, useLocation } from "react-router";
import { JsonLd } from "../components/ui/page-trail";
import { LandingPage } from "../features/landing/landing-page";
import { landingStructuredData } from "../features/landing/structured-data";
import { TrialLauncher } from "../features/trial/trial-launcher";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";
import { pageAt, pageT, publicPageMeta } from "../lib/page-meta";

export const handle = HYDRATE_ON_INTERACTION;

export const meta: MetaFunction = ({ location }) => {
  const fixed = pageT(pageAt(location.pathname).locale);
  return publicPageMeta(location.pathname, {
    title: fixed("landing.metaTitle"),
    description: fixed("landing.metaDescription"),
  });
};

/** The public landing page (prerendered at / and /en/). */
export default function Landing() {
  const { locale } = pageAt(useLocation().pathname);
  return (
    <>
      <JsonLd data={landingStructuredData(locale)} />
      <LandingPage TrialButton={TrialLauncher} />
    </>
  );
}
