import {
  type Payment,
  type PaymentStatus,
  type PlanId,
  REFUND_WINDOW_DAYS,
} from "@cc/contracts/payments";
import { referenceOf } from "./payments.mails";
import type { PaymentRow } from "./payments.repo";

const DAY_MS = 86_400_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function refundableUntil(row: PaymentRow): Date | null {
  if (row.status !== "paid" || !row.paidAt) return null;
  return new Date(row.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/** A purchase as its owner sees it. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    reference: referenceOf(row.id),
    plan: row.plan as PlanId,
    days: row.days,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status as PaymentStatus,
    method: (row.method as Payment["method"]) ?? null,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    // While awaiting, only the change of status updates the row: updatedAt is when the wait began.
    awaiting_since: row.status === "awaiting_payment" ? iso(row.updatedAt) : null,
    access_expires_at: iso(row.accessExpiresAt),
    multibanco: (row.multibanco as Payment["multibanco"]) ?? null,
    refundable_until: iso(refundableUntil(row)),
    refund_requested_at: iso(row.refundRequestedAt),
    refunded_at: iso(row.refundedAt),
    checkout_url: row.status === "pending" ? row.checkoutUrl : null,
  };
}
