import { GoogleCallbackPage } from "../features/auth/google-callback-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("authPages.googleButton"), { noindex: true });

export default function GoogleCallbackRoute() {
  return <GoogleCallbackPage />;
}
