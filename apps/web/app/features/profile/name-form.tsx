import { updateProfileSchema } from "@cc/contracts/account";
import type { User } from "@cc/contracts/user";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { FormError, TextField } from "../../components/ui/form-field";
import { updateProfile } from "../../lib/account";
import { toasts } from "../../lib/toasts";
import { useForm } from "../../lib/use-form";

/** The name on the account card, edited in place: a button opens the field, saving closes it. */
export function NameRow({ user }: { user: User }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{user.name}</span>
        <Button variant="secondary" size="compact" onClick={() => setEditing(true)}>
          {t("profile.nameForm.edit")}
        </Button>
      </div>
    );
  }
  return <NameForm name={user.name} onDone={() => setEditing(false)} />;
}

function NameForm({ name, onDone }: { name: string; onDone(): void }) {
  const { t } = useTranslation();
  const form = useForm({
    schema: updateProfileSchema,
    initial: { name },
    failureKey: "profile.nameForm.failed",
    async onSubmit({ name: newName }) {
      await updateProfile({ name: newName });
      toasts.add({ type: "success", message: t("profile.nameForm.saved") });
      onDone();
    },
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="space-y-3">
      <TextField
        label={t("profile.name")}
        autoComplete="name"
        // Opened on purpose by the learner: the field they asked for takes the focus.
        autoFocus
        {...form.text("name")}
      />
      <FormError heading={t("profile.nameForm.errorHeading")} messages={form.serverError} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t("profile.nameForm.saving") : t("profile.nameForm.save")}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={form.submitting}>
          {t("profile.cancel")}
        </Button>
      </div>
    </form>
  );
}
