import type { Payment, PaymentStatus } from "@cc/contracts/payments";
import type { TranslationKey } from "@cc/i18n/catalogue";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatDay, formatMoney } from "../../lib/format";

export const STATUS_KEYS: Record<PaymentStatus, TranslationKey> = {
  pending: "payments.result.status.pending",
  awaiting_payment: "payments.result.status.awaiting_payment",
  paid: "payments.result.status.paid",
  failed: "payments.result.status.failed",
  expired: "payments.result.status.expired",
  refunded: "payments.result.status.refunded",
};

/** Plan, amount and reference: the payment result of spec section 3. */
export function PaymentFacts({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2" data-testid="payment-facts">
      <dt className="text-slate-700">{t("payments.result.plan")}</dt>
      <dd className="font-medium">{t("payments.plans.days", { days: payment.days })}</dd>
      <dt className="text-slate-700">{t("payments.result.amount")}</dt>
      <dd className="font-medium">{formatMoney(payment.amount_cents, payment.currency)}</dd>
      <dt className="text-slate-700">{t("payments.result.reference")}</dt>
      <dd className="font-mono font-medium">{payment.reference}</dd>
      {payment.status === "paid" && payment.access_expires_at ? (
        <>
          <dt className="text-slate-700">{t("payments.result.accessUntil")}</dt>
          <dd className="font-medium">{formatDay(payment.access_expires_at)}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function MultibancoDetails({ details }: { details: NonNullable<Payment["multibanco"]> }) {
  const { t } = useTranslation();
  return (
    <dl
      className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded-lg bg-slate-50 p-3"
      data-testid="multibanco"
    >
      <dt className="text-slate-700">{t("payments.awaiting.entity")}</dt>
      <dd className="font-mono text-lg font-semibold">{details.entity}</dd>
      <dt className="text-slate-700">{t("payments.awaiting.reference")}</dt>
      <dd className="font-mono text-lg font-semibold">
        {details.reference.replace(/(\d{3})(?=\d)/g, "$1 ")}
      </dd>
      <dt className="text-slate-700">{t("payments.result.amount")}</dt>
      <dd className="font-semibold">{formatMoney(details.amount_cents)}</dd>
      {details.expires_at ? (
        <>
          <dt className="text-slate-700">{t("payments.awaiting.expires")}</dt>
          <dd>{formatDateTime(details.expires_at)}</dd>
        </>
      ) : null}
    </dl>
  );
}
