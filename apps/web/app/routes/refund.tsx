import type { MetaFunction } from "react-router";
import { documentMeta } from "../features/legal/document-meta";
import { refund } from "../features/legal/documents/refund";
import { LegalPage } from "../features/legal/legal-page";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const meta: MetaFunction = ({ location }) => documentMeta(refund, location.pathname);

export const handle = HYDRATE_ON_INTERACTION;

export default function RefundRoute() {
  return <LegalPage document={refund} page="refund" />;
}
