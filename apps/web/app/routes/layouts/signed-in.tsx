import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PageSkeleton } from "../../components/ui/skeleton";
import { NotificationToast } from "../../features/coach/notification-toast";
import { guardLoader } from "./guard";

/** App pages that need a signed-in learner; guests go to /login?redirect=<where they were going>. */
export const clientLoader = guardLoader("auth");

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageSkeleton label={t("common.loading")} />;
}

export default function SignedInLayout() {
  return (
    <>
      <Outlet />
      <NotificationToast />
    </>
  );
}
