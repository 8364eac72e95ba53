import { WithdrawalPanel } from "../features/payments/withdrawal";
import { ProfilePage } from "../features/profile/profile-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("profile.title"), { noindex: true });

export default function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <div className="mx-auto w-full max-w-3xl px-3 pb-10 sm:px-6">
        <WithdrawalPanel />
      </div>
    </>
  );
}
