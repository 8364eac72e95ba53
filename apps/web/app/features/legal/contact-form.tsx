import { contactRequestSchema } from "@cc/contracts/site";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { EmailField, FormError, TextAreaField, TextField } from "../../components/ui/form-field";
import { useForm } from "../../lib/use-form";
import { sendContactMessage } from "./legal-api";

const EMPTY = { name: "", email: "", subject: "", message: "", website: "" };

/** The contact form: support gets the message, the sender a copy (server side, one transaction). */
export function ContactForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    schema: contactRequestSchema,
    initial: EMPTY,
    failureKey: "site.contact.errorHeading",
    async onSubmit(data) {
      setSent(await sendContactMessage(data));
    },
  });

  if (sent !== null) return <Sent message={sent} onAgain={() => setSent(null)} />;
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="mt-4 space-y-5">
      <TextField label={t("site.contact.name")} autoComplete="name" {...form.text("name")} />
      <EmailField label={t("site.contact.email")} {...form.text("email")} />
      <TextField label={t("site.contact.subject")} {...form.text("subject")} />
      <TextAreaField label={t("site.contact.message")} rows={6} {...form.text("message")} />
      {/* Hidden from people (off screen, out of the tab order): only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t("site.contact.website")}
          <input tabIndex={-1} autoComplete="off" {...form.text("website")} />
        </label>
      </div>
      <FormError heading={t("site.contact.errorHeading")} messages={form.serverError} />
      <Button type="submit" disabled={form.submitting} className="w-full sm:w-auto">
        {form.submitting ? t("site.contact.submitting") : t("site.contact.submit")}
      </Button>
    </form>
  );
}

function Sent({ message, onAgain }: { message: string; onAgain(): void }) {
  const { t } = useTranslation();
  const status = useRef<HTMLDivElement>(null);
  // The form is gone: keyboards and screen readers continue from the confirmation.
  useEffect(() => status.current?.focus(), []);
  return (
    <div ref={status} tabIndex={-1} role="status" className="mt-4 rounded-lg bg-brand-50 p-4">
      <p>{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onAgain}>
        {t("site.contact.sendAnother")}
      </Button>
    </div>
  );
}
