import type { MetaFunction } from "react-router";
import { documentMeta } from "../features/legal/document-meta";
import { refund } from "../features/legal/documents/refund";
import { LegalPage } from "../features/legal/legal-page";

export const meta: MetaFunction = ({ location }) => documentMeta(refund, location.pathname);

export default function RefundRoute() {
  return <LegalPage document={refund} page="refund" />;
}
