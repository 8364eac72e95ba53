import type { Translate } from "../../core/translate";
import { renderMail } from "../mail/mail.layout";

export const RESET_LINK_MINUTES = 60;

/** The reset link, in the learner's language. */
export function passwordResetMail(t: Translate, options: { name: string; link: string }) {
  return renderMail({
    subject: t("account.mail.reset.subject"),
    greeting: t("account.mail.greeting", { name: options.name }),
    paragraphs: [t("account.mail.reset.intro")],
    action: { label: t("account.mail.reset.action"), url: options.link },
    after: [
      t("account.mail.reset.validity", { minutes: RESET_LINK_MINUTES }),
      t("account.mail.reset.notYou"),
    ],
    signature: t("account.mail.signature"),
  });
}

/**
 * What an address without an account receives when someone asks to reset its password: the
 * request then does the same work for every address (docs/decisions/0007-accounts-and-access.md),
 * and a learner who forgot which address they used learns it is not this one.
 */
export function noAccountMail(t: Translate, options: { signupUrl: string }) {
  return renderMail({
    subject: t("account.mail.noAccount.subject"),
    greeting: t("account.mail.greetingAnonymous"),
    paragraphs: [t("account.mail.noAccount.intro")],
    action: { label: t("account.mail.noAccount.action"), url: options.signupUrl },
    after: [t("account.mail.noAccount.notYou")],
    signature: t("account.mail.signature"),
  });
}
