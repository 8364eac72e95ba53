import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/ui/form-field";

type Binding = Omit<ComponentProps<typeof TextField>, "label">;

/**
 * A new password and its confirmation, as signing up and resetting a password ask for them: the
 * rule as a hint, and `new-password` so that password managers offer to generate one.
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: Binding;
  confirmation: Binding;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        hint={t("authPages.fields.newPasswordHint")}
        type="password"
        autoComplete="new-password"
        {...password}
      />
      <TextField
        label={t("authPages.fields.passwordConfirmation")}
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
