import { LoginPage } from "../features/auth/login-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("authPages.login.title"), { noindex: true });

export default function LoginRoute() {
  return <LoginPage />;
}
