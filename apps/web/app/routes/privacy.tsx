import type { MetaFunction } from "react-router";
import { documentMeta } from "../features/legal/document-meta";
import { privacy } from "../features/legal/documents/privacy";
import { LegalPage } from "../features/legal/legal-page";

export const meta: MetaFunction = ({ location }) => documentMeta(privacy, location.pathname);

export default function PrivacyRoute() {
  return <LegalPage document={privacy} page="privacy" />;
}
