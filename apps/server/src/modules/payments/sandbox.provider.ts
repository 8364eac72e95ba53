import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { type CheckoutLedger, createCheckoutLedger } from "./checkout-ledger";
import {
  PAYMENT_METHOD_TYPES,
  type PaymentProvider,
  readCheckoutSession,
  verifyStripeEvent,
} from "./payments.provider";

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  readonly ledger: CheckoutLedger;
  /** The secret its webhooks are signed with (a new one each start). */
  readonly webhookSecret: string;
}

/**
 * Payments without a Stripe account: a local checkout page (approve, decline, pay later) whose
 * outcomes reach the server as signed webhooks, through the same route and code as Stripe's.
 * Sessions live in this process's memory, so an unfinished one is gone after a restart.
 */
export function createSandboxProvider(options: { publicUrl: string }): SandboxProvider {
  const ledger = createCheckoutLedger({
    checkoutUrl: (sessionId) => `${options.publicUrl}/api/payments/sandbox/${sessionId}`,
  });
  const webhookSecret = `whsec_sandbox_${randomBytes(16).toString("hex")}`;
  return {
    name: "sandbox",
    ledger,
    webhookSecret,

    async createCheckout(input) {
      const session = ledger.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          clientReferenceId: input.paymentId,
          customerEmail: input.email,
          metadata: {
            payment_id: input.paymentId,
            product: input.productName,
            locale: input.locale,
          },
          paymentMethodTypes: PAYMENT_METHOD_TYPES,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        },
        input.idempotencyKey,
      );
      return { sessionId: session.id, url: session.url ?? "" };
    },

    async retrieveCheckout(sessionId) {
      return readCheckoutSession(ledger.expanded(sessionId) as unknown as Stripe.Checkout.Session);
    },

    async refund(paymentIntentId, idempotencyKey) {
      // No money moved, and a CLI process has none of the server's sessions: nothing to undo.
      if (!ledger.knowsIntent(paymentIntentId))
        return `re_sandbox_${randomBytes(8).toString("hex")}`;
      return ledger.refund(paymentIntentId, idempotencyKey).id;
    },

    verifyEvent: (rawBody, signature) => verifyStripeEvent(rawBody, signature, webhookSecret),
  };
}
