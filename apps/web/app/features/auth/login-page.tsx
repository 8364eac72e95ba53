import { loginSchema } from "@cc/contracts/auth";
import { authPages } from "@cc/i18n/locales/pt/authPages";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { CheckboxField, EmailField, FormError, TextField } from "../../components/ui/form-field";
import { addPortuguese } from "../../lib/i18n";
import { useForm } from "../../lib/use-form";
import { logIn } from "./auth-api";
import { AuthCard, linkClass } from "./auth-card";
import { GoogleButton } from "./google-button";
import { safeRedirect, withRedirect } from "./redirects";

addPortuguese(authPages);

/** /login (spec section 2): email, password, remember me; then the page asked for, or practice. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirect = useSearchParams()[0].get("redirect");
  const form = useForm({
    schema: loginSchema,
    initial: { email: "", password: "", remember: false },
    failureKey: "authPages.login.failed",
    async onSubmit(data) {
      await logIn(data);
      navigate(safeRedirect(redirect), { replace: true });
    },
  });

  return (
    <AuthCard
      title={t("authPages.login.title")}
      subtitle={t("authPages.login.subtitle")}
      footer={
        <>
          {t("authPages.login.noAccount")}{" "}
          <Link to={withRedirect("/signup", redirect)} className={linkClass}>
            {t("authPages.login.signupLink")}
          </Link>
        </>
      }
    >
      <GoogleButton redirect={redirect} />
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="space-y-5">
        <EmailField label={t("authPages.fields.email")} {...form.text("email")} />
        <TextField
          label={t("authPages.fields.password")}
          type="password"
          autoComplete="current-password"
          {...form.text("password")}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <CheckboxField label={t("authPages.fields.remember")} {...form.checkbox("remember")} />
          <Link to="/forgot-password" className={linkClass}>
            {t("authPages.login.forgotLink")}
          </Link>
        </div>
        <FormError heading={t("authPages.login.errorHeading")} messages={form.serverError} />
        <Button type="submit" disabled={form.submitting} className="w-full">
          {form.submitting ? t("authPages.login.submitting") : t("authPages.login.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
