import { documentMeta } from "../features/legal/document-meta";
import { terms } from "../features/legal/documents/terms";
import { LegalPage } from "../features/legal/legal-page";

export const meta = () => documentMeta(terms);

export default function TermsRoute() {
  return <LegalPage document={terms} path="/terms" />;
}
