import { documentMeta } from "../features/legal/document-meta";
import { privacy } from "../features/legal/documents/privacy";
import { LegalPage } from "../features/legal/legal-page";

export const meta = () => documentMeta(privacy);

export default function PrivacyRoute() {
  return <LegalPage document={privacy} path="/privacy" />;
}
