import { ProfilePage } from "../features/profile/profile-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("profile.title"), { noindex: true });

export default function ProfileRoute() {
  return <ProfilePage />;
}
