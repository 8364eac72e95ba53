import { documentMeta } from "../features/legal/document-meta";
import { refund } from "../features/legal/documents/refund";
import { LegalPage } from "../features/legal/legal-page";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const meta = () => documentMeta(refund);

export const handle = HYDRATE_ON_INTERACTION;

export default function RefundRoute() {
  return <LegalPage document={refund} path="/refund" />;
}
