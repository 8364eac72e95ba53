import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PageSkeleton } from "../../components/ui/skeleton";
import { guardLoader } from "./guard";

/** Exams and practice: need an active subscription, otherwise /subscription. */
export const clientLoader = guardLoader("subscription");

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageSkeleton label={t("common.loading")} />;
}

export default function SubscribedLayout() {
  return <Outlet />;
}
