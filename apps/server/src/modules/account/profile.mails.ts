import type { Translate } from "../../core/translate";
import { renderMail } from "../mail/mail.layout";

export const EMAIL_LINK_MINUTES = 60;

/** To the new address: the link that makes it the account's address. */
export function confirmEmailMail(t: Translate, options: { name: string; link: string }) {
  return renderMail({
    subject: t("account.mail.emailChange.subject"),
    greeting: t("account.mail.greeting", { name: options.name }),
    paragraphs: [t("account.mail.emailChange.intro")],
    action: { label: t("account.mail.emailChange.action"), url: options.link },
    after: [
      t("account.mail.reset.validity", { minutes: EMAIL_LINK_MINUTES }),
      t("account.mail.emailChange.notYou"),
    ],
    signature: t("account.mail.signature"),
  });
}

/** To the old address: a change was asked for, so a stranger with the password is noticed. */
export function emailChangeNoticeMail(t: Translate, options: { name: string; newEmail: string }) {
  return renderMail({
    subject: t("account.mail.emailChangeNotice.subject"),
    greeting: t("account.mail.greeting", { name: options.name }),
    paragraphs: [t("account.mail.emailChangeNotice.intro", { email: options.newEmail })],
    after: [t("account.mail.emailChangeNotice.notYou")],
    signature: t("account.mail.signature"),
  });
}

/** After a password change: the learner learns of it even if it was not them. */
export function passwordChangedMail(t: Translate, options: { name: string }) {
  return renderMail({
    subject: t("account.mail.passwordChanged.subject"),
    greeting: t("account.mail.greeting", { name: options.name }),
    paragraphs: [t("account.mail.passwordChanged.intro")],
    after: [t("account.mail.passwordChanged.notYou")],
    signature: t("account.mail.signature"),
  });
}
