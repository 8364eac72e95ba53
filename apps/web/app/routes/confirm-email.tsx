import { ConfirmEmailPage } from "../features/profile/confirm-email-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("profile.confirmEmail.title"), { noindex: true });

export default function ConfirmEmailRoute() {
  return <ConfirmEmailPage />;
}
