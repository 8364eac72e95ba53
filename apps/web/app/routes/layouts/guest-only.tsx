import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { guardLoader } from "./guard";

/** /login, /signup, /forgot-password, /reset-password: signed-in users go to /practice. */
export const clientLoader = guardLoader("guest");

export function HydrateFallback() {
  const { t } = useTranslation();
  return <Spinner label={t("common.loading")} />;
}

export default function GuestOnlyLayout() {
  return <Outlet />;
}
