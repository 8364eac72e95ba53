import { PaymentApprovedPage } from "../features/payments/payment-result";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("payments.approved.title"), { noindex: true });

export default function PaymentApprovedRoute() {
  return <PaymentApprovedPage />;
}
