import { signupFormSchema } from "@cc/contracts/auth";
import { authPages } from "@cc/i18n/locales/pt/authPages";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { CheckboxField, EmailField, FormError, TextField } from "../../components/ui/form-field";
import { addPortuguese } from "../../lib/i18n";
import { useForm } from "../../lib/use-form";
import { useLocalizedPath } from "../../lib/use-localized-path";
import { register } from "./auth-api";
import { AuthCard, linkClass } from "./auth-card";
import { GoogleButton } from "./google-button";
import { NewPasswordFields } from "./new-password-fields";
import { AFTER_SIGN_IN, withRedirect } from "./redirects";

addPortuguese(authPages);

/** /signup (spec section 2): name, email, password twice and the terms; then practice. */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirect = useSearchParams()[0].get("redirect");
  const form = useForm({
    schema: signupFormSchema,
    initial: { name: "", email: "", password: "", password_confirmation: "", terms: false },
    failureKey: "authPages.signup.failed",
    async onSubmit({ terms: _accepted, ...account }) {
      await register(account);
      navigate(AFTER_SIGN_IN, { replace: true });
    },
  });

  return (
    <AuthCard
      title={t("authPages.signup.title")}
      subtitle={t("authPages.signup.subtitle")}
      footer={
        <>
          {t("authPages.signup.haveAccount")}{" "}
          <Link to={withRedirect("/login", redirect)} className={linkClass}>
            {t("authPages.signup.loginLink")}
          </Link>
        </>
      }
    >
      <p className="mb-6 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-brand-800">
        <span aria-hidden="true">★</span>
        {t("authPages.signup.freeQuestions")}
      </p>
      <GoogleButton redirect={redirect} />
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="space-y-5">
        <TextField label={t("authPages.fields.name")} autoComplete="name" {...form.text("name")} />
        <EmailField label={t("authPages.fields.email")} {...form.text("email")} />
        <NewPasswordFields
          label={t("authPages.fields.password")}
          password={form.text("password")}
          confirmation={form.text("password_confirmation")}
        />
        <CheckboxField
          label={
            <Trans
              i18nKey="authPages.signup.terms"
              components={{
                terms: <NewTabLink href="/terms" />,
                privacy: <NewTabLink href="/privacy" />,
              }}
            />
          }
          {...form.checkbox("terms")}
        />
        <FormError heading={t("authPages.signup.errorHeading")} messages={form.serverError} />
        <Button type="submit" disabled={form.submitting} className="w-full">
          {form.submitting ? t("authPages.signup.submitting") : t("authPages.signup.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}

/** The legal pages open beside the form, so what was typed is not lost. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <a href={localized(href)} target="_blank" rel="noopener" className={linkClass}>
      {children}
      <span className="sr-only"> {t("authPages.signup.opensInNewTab")}</span>
    </a>
  );
}
