import { referenceOf } from "./payments.mails";
import type { PaymentRow } from "./payments.repo";

/** Portugal's standard VAT rate (mainland): our prices include it. */
const VAT_RATE_PERCENT = 23;

const COLUMNS = [
  "paid_at",
  "reference",
  "payment_id",
  "email",
  "nif",
  "pass_days",
  "gross_eur",
  "vat_rate_percent",
  "vat_eur",
  "net_eur",
  "method",
  "provider",
  "provider_payment_id",
  "refunded_at",
] as const;

const euros = (cents: number) => (cents / 100).toFixed(2);

/** A CSV field, quoted when it holds a separator, a quote or a line break. */
const field = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * One line per paid pass, with the VAT inside its VAT-inclusive price split out, for the
 * accountant's certified invoicing software (we do not issue invoices ourselves: decision record).
 */
export function salesCsv(rows: readonly PaymentRow[]): string {
  const lines = rows.map((row) => {
    const vatCents = Math.round(
      row.amountCents - (row.amountCents * 100) / (100 + VAT_RATE_PERCENT),
    );
    return [
      row.paidAt?.toISOString() ?? "",
      referenceOf(row.id),
      row.id,
      row.email,
      row.nif ?? "",
      String(row.days),
      euros(row.amountCents),
      String(VAT_RATE_PERCENT),
      euros(vatCents),
      euros(row.amountCents - vatCents),
      row.method ?? "",
      row.provider,
      row.providerPaymentId ?? "",
      row.refundedAt?.toISOString() ?? "",
    ]
      .map(field)
      .join(",");
  });
  return `${[COLUMNS.join(","), ...lines].join("\n")}\n`;
}
