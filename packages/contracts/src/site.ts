import { z } from "zod";
import { email } from "./auth";

/**
 * The operator's legal identity, shown on the legal and contact pages. It comes from the server's
 * configuration; `placeholder` is true while the development defaults are in use.
 */
export const operatorSchema = z.object({
  name: z.string(),
  tax_id: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  placeholder: z.boolean(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** The contact form. `website` is a field people never see: a value there means a bot filled it. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: "site.contact.validation.nameRequired" })
    .trim()
    .min(2, "site.contact.validation.nameRequired")
    .max(100, "site.contact.validation.nameTooLong"),
  email,
  subject: z.string().trim().max(150, "site.contact.validation.subjectTooLong").optional(),
  message: z
    .string({ error: "site.contact.validation.messageRequired" })
    .trim()
    .min(10, "site.contact.validation.messageTooShort")
    .max(5000, "site.contact.validation.messageTooLong"),
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
