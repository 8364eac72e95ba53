import { forgotPasswordSchema } from "@cc/contracts/auth";
import { authPages } from "@cc/i18n/locales/pt/authPages";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { EmailField, FormError } from "../../components/ui/form-field";
import { addPortuguese } from "../../lib/i18n";
import { useForm } from "../../lib/use-form";
import { requestPasswordReset } from "./auth-api";
import { AuthCard, linkClass } from "./auth-card";

addPortuguese(authPages);

/** /forgot-password: asks for a reset link, then says where it went (without saying if it exists). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    schema: forgotPasswordSchema,
    initial: { email: "" },
    failureKey: "authPages.forgot.failed",
    async onSubmit({ email }) {
      await requestPasswordReset(email);
      setSentTo(email);
    },
  });

  if (sentTo !== null) {
    return <LinkSent email={sentTo} onAgain={() => setSentTo(null)} />;
  }
  return (
    <AuthCard
      title={t("authPages.forgot.title")}
      subtitle={t("authPages.forgot.intro")}
      footer={
        <Link to="/login" className={linkClass}>
          {t("authPages.forgot.backToLogin")}
        </Link>
      }
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="space-y-5">
        <EmailField label={t("authPages.fields.email")} {...form.text("email")} />
        <FormError heading={t("authPages.forgot.errorHeading")} messages={form.serverError} />
        <Button type="submit" disabled={form.submitting} className="w-full">
          {form.submitting ? t("authPages.forgot.submitting") : t("authPages.forgot.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}

function LinkSent({ email, onAgain }: { email: string; onAgain(): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLDivElement>(null);
  // The form is gone: screen readers and keyboards continue from the confirmation.
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthCard title={t("authPages.forgot.sentTitle")}>
      <div ref={heading} tabIndex={-1} role="status" className="space-y-3 text-slate-700">
        <p>{t("authPages.forgot.sentBody", { email })}</p>
        <p>{t("authPages.forgot.sentHint")}</p>
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <ButtonLink to="/login">{t("authPages.forgot.backToLogin")}</ButtonLink>
        <Button variant="secondary" onClick={onAgain}>
          {t("authPages.forgot.tryAgain")}
        </Button>
      </div>
    </AuthCard>
  );
}
