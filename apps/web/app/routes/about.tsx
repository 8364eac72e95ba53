import { documentMeta } from "../features/legal/document-meta";
import { about } from "../features/legal/documents/about";
import { LegalPage } from "../features/legal/legal-page";

export const meta = () => documentMeta(about);

export default function AboutRoute() {
  return <LegalPage document={about} path="/about" />;
}
