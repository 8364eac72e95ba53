import type { MetaFunction } from "react-router";
import { documentMeta } from "../features/legal/document-meta";
import { terms } from "../features/legal/documents/terms";
import { LegalPage } from "../features/legal/legal-page";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const meta: MetaFunction = ({ location }) => documentMeta(terms, location.pathname);

export const handle = HYDRATE_ON_INTERACTION;

export default function TermsRoute() {
  return <LegalPage document={terms} page="terms" />;
}
