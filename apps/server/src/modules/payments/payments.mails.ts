import type { Locale } from "@cc/i18n/catalogue";
import type { Translate } from "../../core/translate";
import { renderMail } from "../mail/mail.layout";
import type { PaymentRow } from "./payments.repo";

const TIME_ZONE = "Europe/Lisbon";
const intlLocale = (locale: Locale) => (locale === "pt" ? "pt-PT" : "en-GB");

export const formatAmount = (locale: Locale, cents: number, currency: string) =>
  new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency }).format(cents / 100);

/** Date and time in Portugal's time zone, the way a receipt states them. */
const formatDateTime = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(date);

/** The short reference a learner sees and quotes to support. */
export const referenceOf = (paymentId: string) => `CC-${paymentId.slice(0, 8).toUpperCase()}`;

interface MailContext {
  t: Translate;
  locale: Locale;
  name: string;
  payment: PaymentRow;
  profileUrl: string;
}

const facts = ({ t, locale, payment }: MailContext) => [
  t("payments.mail.planLine", { days: payment.days }),
  t("payments.mail.amountLine", {
    amount: formatAmount(locale, payment.amountCents, payment.currency),
  }),
  t("payments.mail.referenceLine", { reference: referenceOf(payment.id) }),
];

export function paidMail(context: MailContext & { accessUntil: Date }) {
  const { t, locale } = context;
  return renderMail({
    subject: t("payments.mail.paid.subject"),
    greeting: t("payments.mail.greeting", { name: context.name }),
    paragraphs: [
      t("payments.mail.paid.intro"),
      ...facts(context),
      t("payments.mail.paid.until", { date: formatDateTime(locale, context.accessUntil) }),
    ],
    action: { label: t("payments.mail.paid.action"), url: context.profileUrl },
    after: [t("payments.mail.paid.refund")],
    signature: t("payments.mail.signature"),
  });
}

export function multibancoMail(
  context: MailContext & { entity: string; reference: string; expiresAt: Date | null },
) {
  const { t, locale } = context;
  return renderMail({
    subject: t("payments.mail.multibanco.subject"),
    greeting: t("payments.mail.greeting", { name: context.name }),
    paragraphs: [
      t("payments.mail.multibanco.intro"),
      t("payments.mail.multibanco.entity", { entity: context.entity }),
      t("payments.mail.multibanco.reference", { reference: context.reference }),
      facts(context)[1] as string,
      ...(context.expiresAt
        ? [
            t("payments.mail.multibanco.expires", {
              date: formatDateTime(locale, context.expiresAt),
            }),
          ]
        : []),
    ],
    after: [t("payments.mail.multibanco.after")],
    signature: t("payments.mail.signature"),
  });
}

export function refundRequestedMail(context: MailContext & { requestedAt: Date }) {
  const { t, locale } = context;
  return renderMail({
    subject: t("payments.mail.refundRequested.subject"),
    greeting: t("payments.mail.greeting", { name: context.name }),
    paragraphs: [
      t("payments.mail.refundRequested.intro", {
        date: formatDateTime(locale, context.requestedAt),
      }),
      ...facts(context),
      t("payments.mail.refundRequested.next"),
    ],
    signature: t("payments.mail.signature"),
  });
}

export function refundedMail(context: MailContext) {
  const { t } = context;
  return renderMail({
    subject: t("payments.mail.refunded.subject"),
    greeting: t("payments.mail.greeting", { name: context.name }),
    paragraphs: [
      t("payments.mail.refunded.intro"),
      ...facts(context),
      t("payments.mail.refunded.when"),
    ],
    signature: t("payments.mail.signature"),
  });
}

/** For the support team, in English: who asked for which refund, and how to approve it. */
export function supportRefundMail(options: {
  payment: PaymentRow;
  requestedAt: Date;
  reason: string | null;
}) {
  const { payment } = options;
  const reference = referenceOf(payment.id);
  const lines = [
    `Refund request ${reference} (${payment.id})`,
    `Learner: ${payment.email}`,
    `Pass: ${payment.days} days, ${formatAmount("en", payment.amountCents, payment.currency)}, paid ${payment.paidAt?.toISOString()}`,
    `Requested: ${options.requestedAt.toISOString()}`,
    `Reason: ${options.reason || "(none given)"}`,
    `Approve: npm run cli -- payments:refund ${payment.id}`,
  ];
  return {
    subject: `Refund request ${reference}`,
    text: lines.join("\n"),
    html: `<pre>${lines.join("\n").replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`,
  };
}
