import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PageSkeleton } from "../../components/ui/skeleton";
import { NotificationToast } from "../../features/coach/notification-toast";
import { lastUser } from "../../features/practice/offline/last-user";
import { OfflineIndicator } from "../../features/practice/offline/offline-indicator";
import { useSession } from "../../lib/api";
import { guardLoader } from "./guard";

/** App pages that need a signed-in learner; guests go to /login?redirect=<where they were going>. */
export const clientLoader = guardLoader("auth");

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageSkeleton label={t("common.loading")} />;
}

export default function SignedInLayout() {
  const { user, token } = useSession();
  const learner = user?.id;
  useEffect(() => {
    if (user && token) lastUser.write(token, user);
  }, [user, token]);

  // The offline app (worker, outbox) loads with the signed-in pages, never with the landing page.
  useEffect(() => {
    if (!learner) return;
    let offline: typeof import("../../features/practice/offline/offline-sync") | undefined;
    const flush = () => void offline?.flushOutbox(learner).catch(() => {});
    void import("../../features/practice/offline/offline-sync").then((loaded) => {
      offline = loaded;
      void loaded.registerWorker().catch(() => {});
      flush();
    });
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [learner]);

  return (
    <>
      <OfflineIndicator />
      <Outlet />
      <NotificationToast />
    </>
  );
}
