import Stripe from "stripe";
import {
  PAYMENT_METHOD_TYPES,
  type PaymentProvider,
  readCheckoutSession,
  verifyStripeEvent,
} from "./payments.provider";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API address; tests point it at a local server that speaks the same protocol. */
  apiUrl: string;
}

/** Stripe Checkout in payment mode: a pass is a one-time purchase, not a recurring plan. */
export function createStripeProvider(
  settings: StripeSettings,
): PaymentProvider & { name: "stripe" } {
  const api = new URL(settings.apiUrl);
  const stripe = new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === "http:" ? 80 : 443),
    protocol: api.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  return {
    name: "stripe",

    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          allowed_payment_method_types: [...PAYMENT_METHOD_TYPES],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                tax_behavior: "inclusive",
                product_data: { name: input.productName },
              },
            },
          ],
          customer_email: input.email,
          client_reference_id: input.paymentId,
          metadata: { payment_id: input.paymentId },
          payment_intent_data: { metadata: { payment_id: input.paymentId } },
          locale: input.locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
      return { sessionId: session.id, url: session.url };
    },

    async retrieveCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ["payment_intent.payment_method"],
      });
      return readCheckoutSession(session);
    },

    async refund(paymentIntentId, idempotencyKey) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId },
        { idempotencyKey },
      );
      return refund.id;
    },

    verifyEvent: (rawBody, signature) =>
      verifyStripeEvent(rawBody, signature, settings.webhookSecret),
  };
}
