import { ForgotPasswordPage } from "../features/auth/forgot-password-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("authPages.forgot.title"), { noindex: true });

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
