import { SubscriptionPage } from "../features/payments/subscription-page";
import { TrialLauncher } from "../features/trial/trial-launcher";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("payments.subscription.title"), { noindex: true });

export default function SubscriptionRoute() {
  return <SubscriptionPage trial={<TrialLauncher />} />;
}
