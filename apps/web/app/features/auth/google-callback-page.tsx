import type { GoogleSignInError } from "@cc/contracts/auth";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "../../components/ui/button-link";
import { Spinner } from "../../components/ui/spinner";
import { session } from "../../lib/api";
import { AuthCard } from "./auth-card";
import { safeRedirect, withRedirect } from "./redirects";

/**
 * /vue/auth/google/callback?token=…&redirect=… (or ?error=…): where the server sends the browser
 * after Google. The token is kept only once its user loads; the address with the token is replaced,
 * so it stays out of the history.
 */
// The server's `?error=` codes; an unknown one reads as a failed attempt.
const ERROR_MESSAGES: Record<GoogleSignInError, string> = {
  access_denied: "authPages.google.denied",
  invalid_state: "authPages.google.expired",
  email_unverified: "authPages.google.emailUnverified",
  account_conflict: "authPages.google.accountConflict",
  provider_error: "authPages.google.failed",
};

const errorMessageKey = (code: string | null) =>
  code && Object.hasOwn(ERROR_MESSAGES, code)
    ? ERROR_MESSAGES[code as GoogleSignInError]
    : "authPages.google.failed";

export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const error = params.get("error");
  const redirect = params.get("redirect");
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (!token || error) return;
    let current = true;
    session.signInWithToken(token).then(
      () => current && navigate(safeRedirect(redirect), { replace: true }),
      () => current && setRefused(true),
    );
    return () => {
      current = false;
    };
  }, [token, error, redirect, navigate]);

  if (token && !error && !refused) {
    return <Spinner label={t("authPages.google.finishing")} />;
  }
  return (
    <AuthCard title={t("authPages.google.errorTitle")}>
      <p role="alert" className="text-slate-700">
        {t(errorMessageKey(error))}
      </p>
      <ButtonLink to={withRedirect("/login", redirect)} replace className="mt-6 w-full">
        {t("authPages.google.backToLogin")}
      </ButtonLink>
    </AuthCard>
  );
}
