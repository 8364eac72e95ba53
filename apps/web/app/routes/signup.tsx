import { SignupPage } from "../features/auth/signup-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("authPages.signup.title"), { noindex: true });

export default function SignupRoute() {
  return <SignupPage />;
}
