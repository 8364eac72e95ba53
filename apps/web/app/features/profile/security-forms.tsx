import { changeEmailSchema, changePasswordSchema } from "@cc/contracts/account";
import type { User } from "@cc/contracts/user";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { EmailField, FormError, TextField } from "../../components/ui/form-field";
import { queryClient } from "../../lib/query-client";
import { sessionKeys } from "../../lib/session";
import { useForm } from "../../lib/use-form";
import { changeEmail, changePassword } from "./profile-api";

/** What a form said last time it succeeded; a success also empties it (a new key remounts it). */
function useOutcome() {
  const [outcome, setOutcome] = useState<{ message: string; round: number }>({
    message: "",
    round: 0,
  });
  return {
    ...outcome,
    done: (message: string) => setOutcome(({ round }) => ({ message, round: round + 1 })),
  };
}

function Outcome({ message }: { message: string }) {
  return message ? (
    <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900">
      {message}
    </p>
  ) : null;
}

/** A Google-only account has no password yet: it sets its first one without a current one. */
export function PasswordForm({ user }: { user: User }) {
  const outcome = useOutcome();
  return (
    <>
      <PasswordFields key={outcome.round} askCurrent={user.has_password} onDone={outcome.done} />
      <Outcome message={outcome.message} />
    </>
  );
}

function PasswordFields({ askCurrent, onDone }: { askCurrent: boolean; onDone(m: string): void }) {
  const { t } = useTranslation();
  const form = useForm({
    schema: changePasswordSchema,
    initial: { current_password: "", password: "", password_confirmation: "" },
    failureKey: "profile.passwordForm.failed",
    async onSubmit({ current_password, ...input }) {
      await changePassword({ ...input, current_password: current_password || undefined });
      // A first password changes what the account is.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      onDone(t("profile.passwordForm.done"));
    },
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="space-y-4">
      {askCurrent ? (
        <TextField
          label={t("profile.passwordForm.current")}
          type="password"
          autoComplete="current-password"
          {...form.text("current_password")}
        />
      ) : null}
      <TextField
        label={t("profile.passwordForm.new")}
        type="password"
        autoComplete="new-password"
        {...form.text("password")}
      />
      <TextField
        label={t("profile.passwordForm.confirmation")}
        type="password"
        autoComplete="new-password"
        {...form.text("password_confirmation")}
      />
      <FormError heading={t("profile.passwordForm.errorHeading")} messages={form.serverError} />
      <Button type="submit" className="w-full sm:w-auto" disabled={form.submitting}>
        {form.submitting ? t("profile.passwordForm.working") : t("profile.passwordForm.submit")}
      </Button>
    </form>
  );
}

/** The address changes only once the link mailed to the new one is opened (/confirm-email). */
export function EmailForm({ user }: { user: User }) {
  const outcome = useOutcome();
  return (
    <>
      <EmailFields key={outcome.round} askCurrent={user.has_password} onDone={outcome.done} />
      <Outcome message={outcome.message} />
    </>
  );
}

function EmailFields({ askCurrent, onDone }: { askCurrent: boolean; onDone(m: string): void }) {
  const { t } = useTranslation();
  const form = useForm({
    schema: changeEmailSchema,
    initial: { email: "", current_password: "" },
    failureKey: "profile.emailForm.failed",
    async onSubmit({ email, current_password }) {
      await changeEmail({ email, current_password: current_password || undefined });
      onDone(t("profile.emailForm.sent", { email }));
    },
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="space-y-4">
      <EmailField label={t("profile.emailForm.new")} autoComplete="email" {...form.text("email")} />
      {askCurrent ? (
        <TextField
          label={t("profile.emailForm.current")}
          type="password"
          autoComplete="current-password"
          {...form.text("current_password")}
        />
      ) : null}
      <FormError heading={t("profile.emailForm.errorHeading")} messages={form.serverError} />
      <Button type="submit" className="w-full sm:w-auto" disabled={form.submitting}>
        {form.submitting ? t("profile.emailForm.working") : t("profile.emailForm.submit")}
      </Button>
    </form>
  );
}
