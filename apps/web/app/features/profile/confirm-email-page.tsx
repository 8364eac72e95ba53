import { profile } from "@cc/i18n/locales/pt/profile";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../components/ui/button-link";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, useSession } from "../../lib/api";
import { addPortuguese } from "../../lib/i18n";
import { queryClient } from "../../lib/query-client";
import { sessionKeys } from "../../lib/session";
import { confirmEmail } from "./profile-api";

addPortuguese(profile);

/**
 * /confirm-email?token=…: the link mailed to a new address. Opening it makes that address the
 * account's (signed in or not, on any device); the page says what happened.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { user } = useSession();
  const confirm = useMutation({
    mutationFn: () => confirmEmail(token),
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
  });
  // A link is opened once per visit, even when React runs effects twice in development.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate();
  }, [confirm]);

  const failure =
    confirm.error instanceof ApiError
      ? (Object.values(confirm.error.fieldErrors).flat()[0] ?? confirm.error.message)
      : confirm.isError
        ? t("errors.network")
        : null;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{t("profile.confirmEmail.title")}</h1>
      {confirm.isSuccess ? (
        <p role="status" className="mt-4 text-slate-700">
          {confirm.data}
        </p>
      ) : failure ? (
        <p role="alert" className="mt-4 text-red-700">
          {failure}
        </p>
      ) : (
        <Spinner label={t("profile.confirmEmail.checking")} />
      )}
      {confirm.isPending ? null : (
        <ButtonLink to={user ? "/profile" : "/login"} className="mt-6">
          {user ? t("profile.confirmEmail.toProfile") : t("profile.confirmEmail.toLogin")}
        </ButtonLink>
      )}
    </section>
  );
}
