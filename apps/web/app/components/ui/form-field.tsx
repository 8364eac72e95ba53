import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

interface FieldProps {
  label: ReactNode;
  /** Messages shown under the field; any message marks it invalid. */
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
}

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <div id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** What a field gives its control: the ids and states that tie it to its label and messages. */
interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/** A label, an optional hint and the error messages around one control. */
function Field({
  label,
  errors = [],
  hint,
  className = "",
  control,
}: FieldProps & { className?: string | undefined; control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy(hint ? `${id}-hint` : undefined, invalid && `${id}-errors`),
        className: `mt-1 block w-full scroll-mt-28 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 ${
          invalid ? "border-red-600" : "border-slate-300"
        }`,
      })}
      {invalid ? <FieldErrors id={`${id}-errors`} errors={errors} /> : null}
    </div>
  );
}

/** A labelled input with its hint and its error messages, tied together for screen readers. */
export function TextField({
  label,
  errors,
  hint,
  className,
  ...input
}: FieldProps & Omit<ComponentProps<"input">, "id">) {
  return (
    <Field
      {...{ label, errors, hint, className }}
      control={(control) => (
        <input {...control} className={cn(control.className, "min-h-11")} {...input} />
      )}
    />
  );
}

/** An e-mail address field: the keyboard, capitals and spelling a phone should offer for one. */
export function EmailField(props: FieldProps & Omit<ComponentProps<"input">, "id" | "type">) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      autoComplete="email"
      {...props}
    />
  );
}

/** A labelled select, same conventions as TextField; its options are the children. */
export function SelectField({
  label,
  errors,
  hint,
  className,
  ...select
}: FieldProps & Omit<ComponentProps<"select">, "id">) {
  return (
    <Field
      {...{ label, errors, hint, className }}
      control={(control) => (
        <select {...control} className={cn(control.className, "min-h-11")} {...select} />
      )}
    />
  );
}

/** A multi-line text field, same conventions as TextField. */
export function TextAreaField({
  label,
  errors,
  hint,
  className,
  ...textarea
}: FieldProps & Omit<ComponentProps<"textarea">, "id">) {
  return (
    <Field
      {...{ label, errors, hint, className }}
      control={(control) => <textarea {...control} {...textarea} />}
    />
  );
}

/** A checkbox with its label beside it (the whole row is the touch target). */
export function CheckboxField({
  label,
  errors = [],
  className = "",
  ...input
}: Omit<FieldProps, "hint"> & Omit<ComponentProps<"input">, "id" | "type">) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-errors` : undefined}
          className="mt-0.5 size-5 shrink-0 scroll-mt-28 accent-brand-600"
          {...input}
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      {invalid ? <FieldErrors id={`${id}-errors`} errors={errors} /> : null}
    </div>
  );
}

/** A form's own error (what the server said), under a heading such as "Login Error". */
export function FormError({ heading, messages }: { heading: string; messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      <h2 className="font-semibold">{heading}</h2>
      {messages.map((message) => (
        <p key={message} className="mt-1">
          {message}
        </p>
      ))}
    </div>
  );
}
