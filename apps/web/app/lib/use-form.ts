import type { IssueLike } from "@cc/contracts/validation-messages";
import type { TranslationKey } from "@cc/i18n/catalogue";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  describeFailure,
  type FieldErrors,
  type FormSchema,
  issueMessages,
  validateForm,
} from "./form-errors";

type FormValues = Record<string, string | boolean>;

interface UseFormOptions<Values extends FormValues, Output> {
  /** The shared zod schema the server validates with too. */
  schema: FormSchema<Output>;
  initial: Values;
  /** Catalogue key of the message shown when a failure brings no message of its own. */
  failureKey: string;
  /** Sends the valid values (as a quiet mutation: the form shows its failure); throws on failure. */
  onSubmit(data: Output): Promise<void>;
}

/**
 * The behaviour every account form shares (spec section 5): the shared schema checks the values
 * on submit and each message appears under its field (the first invalid field gets the focus); the
 * server error is cleared at each submit; while sending, the form reports `submitting`; a failure
 * puts the server's field messages under the fields and the rest under the form's error heading.
 */
export function useForm<Values extends FormValues, Output>({
  schema,
  initial,
  failureKey,
  onSubmit,
}: UseFormOptions<Values, Output>) {
  const { t } = useTranslation();
  // Issue keys come from the contracts' validation messages at run time, not from this code.
  const translate = (key: string, params?: Record<string, unknown>) =>
    String(t(key as TranslationKey, params));
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initial);
  // Client issues are kept untranslated, so switching language re-words them.
  const [issues, setIssues] = useState<IssueLike[]>([]);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string[]>([]);
  const submission = useMutation({ mutationFn: onSubmit, meta: { quiet: true } });
  const submitting = submission.isPending;

  const errors: FieldErrors = { ...issueMessages(issues, translate), ...serverFields };

  const focusField = (name: string | undefined) => {
    const element = name ? formRef.current?.elements.namedItem(name) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const update = (name: keyof Values & string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's message goes once the learner changes it; the others stay until the next submit.
    setIssues((current) => current.filter((issue) => String(issue.path[0]) !== name));
    setServerFields(({ [name]: _edited, ...rest }) => rest);
  };

  /** Checks the values and shows what is wrong; the valid, parsed values or null. */
  const check = (): Output | null => {
    setServerError([]);
    setServerFields({});
    const result = validateForm(schema, values);
    if (result.issues) {
      setIssues(result.issues);
      focusField(Object.keys(issueMessages(result.issues, translate))[0]);
      return null;
    }
    setIssues([]);
    return result.data;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const data = check();
    if (data === null) return;
    try {
      await submission.mutateAsync(data);
    } catch (error) {
      // Only fields the form shows get their messages below them (the reset token has none).
      const shown = [...(formRef.current?.elements ?? [])].map(
        (element) => (element as HTMLInputElement).name,
      );
      const failure = describeFailure(error, shown, translate(failureKey));
      setServerError(failure.summary);
      setServerFields(failure.fields);
      focusField(Object.keys(failure.fields)[0]);
    }
  };

  return {
    formRef,
    values,
    errors,
    serverError,
    submitting,
    handleSubmit,
    check,
    /** Props of a TextField bound to a text value. */
    text: (name: keyof Values & string) => ({
      name,
      value: String(values[name]),
      errors: errors[name],
      onChange: (event: { target: { value: string } }) => update(name, event.target.value),
    }),
    /** Props of a CheckboxField bound to a boolean value. */
    checkbox: (name: keyof Values & string) => ({
      name,
      checked: Boolean(values[name]),
      errors: errors[name],
      onChange: (event: { target: { checked: boolean } }) => update(name, event.target.checked),
    }),
  };
}
