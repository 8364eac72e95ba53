import type { ContactRequest } from "@cc/contracts/site";
import type { Translate } from "../../core/translate";
import { renderMail } from "../mail/mail.layout";

type Message = Required<Pick<ContactRequest, "name" | "email" | "message">> & { subject: string };

/** What support receives: who wrote, from which address, and what they wrote. */
export function contactSupportMail(t: Translate, message: Message) {
  return renderMail({
    subject: t("site.contactMail.supportSubject", { subject: message.subject }),
    greeting: t("site.contactMail.supportGreeting"),
    paragraphs: [
      t("site.contactMail.from", { name: message.name, email: message.email }),
      message.message,
    ],
    signature: t("site.contactMail.supportSignature"),
  });
}

/** The sender's copy: it confirms the message arrived and when an answer can be expected. */
export function contactCopyMail(t: Translate, message: Message) {
  return renderMail({
    subject: t("site.contactMail.copySubject"),
    greeting: t("account.mail.greeting", { name: message.name }),
    paragraphs: [t("site.contactMail.copyIntro"), message.message],
    after: [t("site.contactMail.copyNotYou")],
    signature: t("account.mail.signature"),
  });
}
