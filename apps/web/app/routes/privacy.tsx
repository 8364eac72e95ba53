import type { MetaFunction } from "react-router";
import { documentMeta } from "../features/legal/document-meta";
import { privacy } from "../features/legal/documents/privacy";
import { LegalPage } from "../features/legal/legal-page";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const meta: MetaFunction = ({ location }) => documentMeta(privacy, location.pathname);

export const handle = HYDRATE_ON_INTERACTION;

export default function PrivacyRoute() {
  return <LegalPage document={privacy} page="privacy" />;
}
