import type { GoogleSignInError } from "@cc/contracts/auth";
import type { TranslationKey } from "@cc/i18n/catalogue";
import { authPages } from "@cc/i18n/locales/pt/authPages";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "../../components/ui/button-link";
import { Spinner } from "../../components/ui/spinner";
import { session } from "../../lib/api";
import { addPortuguese, adoptAccountLocale } from "../../lib/i18n";
import { AuthCard } from "./auth-card";
import { safeRedirect, withRedirect } from "./redirects";

addPortuguese(authPages);

/**
 * /vue/auth/google/callback?token=…&redirect=… (or ?error=…): where the server sends the browser
 * after Google. The token is kept only once its user loads; the address with the token is replaced,
 * so it stays out of the history.
 */
// The server's `?error=` codes; an unknown one reads as a failed attempt.
const ERROR_MESSAGES: Record<GoogleSignInError, TranslationKey> = {
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
  // Quiet: a refused token is explained on this page. The per-call onSuccess runs only while the
  // page is still shown.
  const { mutate: signIn, isError: refused } = useMutation({
    mutationFn: async (signedIn: string) =>
      adoptAccountLocale((await session.signInWithToken(signedIn)).locale),
    meta: { quiet: true },
  });
  useEffect(() => {
    if (!token || error) return;
    signIn(token, { onSuccess: () => navigate(safeRedirect(redirect), { replace: true }) });
  }, [token, error, redirect, navigate, signIn]);

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
