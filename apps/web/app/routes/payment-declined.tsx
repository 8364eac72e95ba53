import { PaymentDeclinedPage } from "../features/payments/payment-result";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("payments.declined.title"), { noindex: true });

export default function PaymentDeclinedRoute() {
  return <PaymentDeclinedPage />;
}
