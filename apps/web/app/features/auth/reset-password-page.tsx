import { resetPasswordSchema } from "@cc/contracts/auth";
import { authPages } from "@cc/i18n/locales/pt/authPages";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { EmailField, FormError } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import { addPortuguese } from "../../lib/i18n";
import { toasts } from "../../lib/toasts";
import { useForm } from "../../lib/use-form";
import { resetPassword } from "./auth-api";
import { AuthCard, linkClass } from "./auth-card";
import { NewPasswordFields } from "./new-password-fields";

addPortuguese(authPages);

/** /reset-password?token=…&email=…: the page the mailed link opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  if (!token) {
    return (
      <AuthCard title={t("authPages.reset.title")}>
        <p className="text-slate-700">{t("authPages.reset.incompleteLink")}</p>
        <ButtonLink to="/forgot-password" className="mt-6 w-full">
          {t("authPages.reset.requestNew")}
        </ButtonLink>
      </AuthCard>
    );
  }
  return <ResetForm token={token} email={params.get("email") ?? ""} />;
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    schema: resetPasswordSchema,
    initial: { email, token, password: "", password_confirmation: "" },
    failureKey: "authPages.reset.failed",
    async onSubmit(data) {
      toasts.add({ type: "success", message: await resetPassword(data) });
      navigate("/login", { replace: true });
    },
  });
  const linkRefused = form.serverError.length > 0;

  return (
    <AuthCard
      title={t("authPages.reset.title")}
      subtitle={t("authPages.reset.intro")}
      footer={
        <Link to="/login" className={linkClass}>
          {t("authPages.forgot.backToLogin")}
        </Link>
      }
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="space-y-5">
        <EmailField
          label={t("authPages.fields.email")}
          autoComplete="username"
          {...form.text("email")}
        />
        <NewPasswordFields
          label={t("authPages.fields.newPassword")}
          password={form.text("password")}
          confirmation={form.text("password_confirmation")}
        />
        <FormError heading={t("authPages.reset.errorHeading")} messages={form.serverError} />
        {linkRefused ? (
          <Link to="/forgot-password" className={cn("block", linkClass)}>
            {t("authPages.reset.requestNew")}
          </Link>
        ) : null}
        <Button type="submit" disabled={form.submitting} className="w-full">
          {form.submitting ? t("authPages.reset.submitting") : t("authPages.reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
