import { documentMeta } from "../features/legal/document-meta";
import { about } from "../features/legal/documents/about";
import { LegalPage } from "../features/legal/legal-page";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const meta = () => documentMeta(about);

export const handle = HYDRATE_ON_INTERACTION;

export default function AboutRoute() {
  return <LegalPage document={about} path="/about" />;
}
