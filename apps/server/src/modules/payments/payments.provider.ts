import type { PaymentMethod } from "@cc/contracts/payments";
import Stripe from "stripe";

interface CheckoutInput {
  paymentId: string;
  email: string;
  productName: string;
  amountCents: number;
  currency: string;
  locale: "pt" | "en";
  successUrl: string;
  cancelUrl: string;
  /** One per purchase row: a repeated call gives back the same Checkout Session. */
  idempotencyKey: string;
}

/** What we read from a Checkout Session, whoever the provider is. */
export interface CheckoutView {
  sessionId: string;
  /** Our payment id, sent as client_reference_id. */
  paymentId: string | null;
  outcome: "open" | "awaiting_payment" | "paid" | "failed" | "expired";
  paymentIntentId: string | null;
  method: PaymentMethod | null;
  multibanco: {
    entity: string;
    reference: string;
    amount_cents: number;
    expires_at: string | null;
  } | null;
}

/**
 * Where passes are paid. Stripe when a key is configured, the local sandbox otherwise; both hand
 * back Stripe-shaped sessions and events, read by the same functions below.
 */
export interface PaymentProvider {
  readonly name: "stripe" | "sandbox";
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  retrieveCheckout(sessionId: string): Promise<CheckoutView>;
  refund(paymentIntentId: string, idempotencyKey: string): Promise<string>;
  /** Checks the signature of a webhook's raw body; throws when it does not verify. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

export const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/** What Portuguese learners pay with: cards, MB WAY (phone approval), Multibanco (reference). */
export const PAYMENT_METHOD_TYPES = ["card", "mb_way", "multibanco"] as const;

const isMethod = (type: unknown): type is PaymentMethod =>
  type === "card" || type === "mb_way" || type === "multibanco";

/**
 * Reads a session retrieved with `expand: ["payment_intent.payment_method"]`. The session alone
 * says paid or not; its payment intent says whether unpaid still means "waiting for the money".
 */
export function readCheckoutSession(session: Stripe.Checkout.Session): CheckoutView {
  const intent =
    session.payment_intent && typeof session.payment_intent === "object"
      ? session.payment_intent
      : null;
  const paymentMethod =
    intent?.payment_method && typeof intent.payment_method === "object"
      ? intent.payment_method
      : null;
  const details = intent?.next_action?.multibanco_display_details;
  const multibanco =
    details?.entity && details.reference
      ? {
          entity: details.entity,
          reference: details.reference,
          amount_cents: session.amount_total ?? 0,
          expires_at: details.expires_at ? new Date(details.expires_at * 1000).toISOString() : null,
        }
      : null;
  return {
    sessionId: session.id,
    paymentId: session.client_reference_id,
    outcome: outcomeOf(session, intent, paymentMethod?.type),
    paymentIntentId:
      intent?.id ?? (typeof session.payment_intent === "string" ? session.payment_intent : null),
    method: isMethod(paymentMethod?.type) ? paymentMethod.type : null,
    multibanco,
  };
}

function outcomeOf(
  session: Stripe.Checkout.Session,
  intent: Stripe.PaymentIntent | null,
  method: string | undefined,
): CheckoutView["outcome"] {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") {
    return session.status === "complete" ? "paid" : "open";
  }
  if (session.status === "expired") return intent?.last_payment_error ? "failed" : "expired";
  if (session.status === "open") return "open";
  // Complete but unpaid: an asynchronous method (Multibanco, MB WAY).
  if (intent?.status === "requires_action" || intent?.status === "processing") {
    return "awaiting_payment";
  }
  // The money did not come. A Multibanco reference cannot be refused, only left unpaid until it
  // expires; its details are gone by then (a payment intent shows `next_action` only while
  // waiting), so the method says it.
  return method === "multibanco" ? "expired" : "failed";
}

/** Webhook signature check with the `stripe` package's own verifier (HMAC, 5-minute tolerance). */
export function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string) {
  // A missing header fails the same check as a wrong one.
  return Stripe.webhooks.constructEvent(rawBody, signature ?? "", secret);
}
