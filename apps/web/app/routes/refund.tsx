import { documentMeta } from "../features/legal/document-meta";
import { refund } from "../features/legal/documents/refund";
import { LegalPage } from "../features/legal/legal-page";

export const meta = () => documentMeta(refund);

export default function RefundRoute() {
  return <LegalPage document={refund} path="/refund" />;
}
