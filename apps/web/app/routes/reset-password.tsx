import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("authPages.reset.title"), { noindex: true });

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
