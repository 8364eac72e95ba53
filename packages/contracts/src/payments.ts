import { z } from "zod";

/**
 * Passes on sale (spec section 9). Prices are VAT-inclusive euro cents and are decided here, on
 * the server's side of the contract: the browser only ever names a plan. Which one is "most
 * popular" is not decided here: the server counts it from sales (`popularPlanSchema`).
 */
export const PLANS = {
  "14-days": { days: 14, amountCents: 800 },
  "30-days": { days: 30, amountCents: 1600 },
} as const;
export const PLAN_IDS = ["14-days", "30-days"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const CURRENCY = "EUR";
/**
 * How long an MB WAY request waits on the learner's phone. Stripe's MB WAY pages do not state it
 * (decision 0027, note of 2026-11-26); Mollie, PPRO, Airwallex and Mangopay all document the
 * scheme's timeout as 4 minutes. Shown to learners only as "about N minutes".
 */
export const MB_WAY_REQUEST_MINUTES = 4;
/** A learner may withdraw (and get a refund) within this many days of paying. */
export const REFUND_WINDOW_DAYS = 14;

export const PAYMENT_STATUSES = [
  "pending", // checkout created, nothing known yet
  "awaiting_payment", // Multibanco or MB WAY: the money has not arrived yet
  "paid",
  "failed", // the provider refused it or the asynchronous payment failed
  "expired", // the checkout or the Multibanco reference ran out of time
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ["card", "mb_way", "multibanco"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Portuguese tax number: nine digits whose last one is a mod-11 check digit. */
export function isValidNif(nif: string): boolean {
  if (!/^[1-9]\d{8}$/.test(nif)) return false;
  const digits = [...nif].map(Number);
  const sum = digits.slice(0, 8).reduce((total, digit, i) => total + digit * (9 - i), 0);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === digits[8];
}

/** The plan that sold most of late, when our sales say so; null marks no plan (decision 0027). */
export const popularPlanSchema = z.object({ most_popular: z.enum(PLAN_IDS).nullable() });

export const checkoutRequestSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "payments.validation.plan" }),
  /** Made by the browser once per click on "buy": a repeated request returns the same checkout. */
  idempotency_key: z.uuid({ error: "payments.validation.idempotencyKey" }),
  nif: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, ""))
    .refine((value) => value === "" || isValidNif(value), "payments.validation.nif")
    .optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  data: z.object({ payment_id: z.string(), checkout_url: z.string() }),
});

/** A payment as its owner sees it: the "payment response" of the result pages (spec section 3). */
export const paymentSchema = z.object({
  id: z.string(),
  /** Short reference shown to the learner and quoted to support. */
  reference: z.string(),
  plan: z.enum(PLAN_IDS),
  days: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Since when it waits for the learner's action (MB WAY approval, Multibanco transfer). */
  awaiting_since: z.string().nullable(),
  /** When the access this payment bought ends (null until paid). */
  access_expires_at: z.string().nullable(),
  multibanco: z
    .object({
      entity: z.string(),
      reference: z.string(),
      amount_cents: z.number().int(),
      expires_at: z.string().nullable(),
    })
    .nullable(),
  /** Until when a refund may be asked for (null when it cannot, e.g. unpaid). */
  refundable_until: z.string().nullable(),
  refund_requested_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** The checkout to go back to while it is still open. */
  checkout_url: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentResponseSchema = z.object({ data: paymentSchema });
export const paymentListResponseSchema = z.object({ data: z.array(paymentSchema) });
export const paymentIdParams = z.object({ id: z.uuid() });
/** `report`: true only the first time a paid purchase is asked for, from any browser. */
export const purchaseReportResponseSchema = z.object({ data: z.object({ report: z.boolean() }) });

export const refundRequestSchema = z.object({
  reason: z.string().trim().max(1000).optional(),
});
