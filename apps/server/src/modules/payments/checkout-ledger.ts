import { randomBytes } from "node:crypto";
import Stripe from "stripe";

/**
 * Checkout Sessions, payment intents and refunds kept the way Stripe keeps them, with Stripe's
 * object shapes and events. The sandbox provider sells passes with it when no Stripe key is set,
 * and the tests' local Stripe server answers Stripe's wire protocol from it, so both exercise the
 * very code that reads real Stripe objects. It lives in memory; the sandbox keeps each session's
 * record in the database (`snapshot` / `restore`) so that a restart loses nothing.
 */

type Method = "card" | "mb_way" | "multibanco";

export interface LedgerSession {
  id: string;
  object: "checkout.session";
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface LedgerPaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled";
  payment_method: { id: string; object: "payment_method"; type: Method } | null;
  next_action: {
    type: "multibanco_display_details";
    multibanco_display_details: { entity: string; reference: string; expires_at: number };
  } | null;
  last_payment_error: { code: string; message: string } | null;
  metadata: Record<string, string>;
}

export interface CreateSessionParams {
  amount: number;
  currency: string;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  paymentMethodTypes: readonly string[];
  successUrl: string;
  cancelUrl: string;
}

export interface LedgerRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  status: "succeeded";
}

/** Everything the ledger knows of one session: what the sandbox stores between requests. */
export interface LedgerRecord {
  session: LedgerSession;
  intent: LedgerPaymentIntent | null;
  idempotencyKey: string | null;
  /** Refunds of its payment intent, by the idempotency key they were made with. */
  refunds: [string, LedgerRefund][];
}

/** The error Stripe answers for an id it does not know (HTTP 404, type invalid_request_error). */
export class LedgerNotFound extends Error {
  override name = "LedgerNotFound";
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY_SECONDS = 86_400;

export function createCheckoutLedger(options: { checkoutUrl: (sessionId: string) => string }) {
  const sessions = new Map<string, LedgerSession>();
  const intents = new Map<string, LedgerPaymentIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, LedgerRefund>();

  function session(sessionId: string): LedgerSession {
    const found = sessions.get(sessionId);
    if (!found) throw new LedgerNotFound(`No such checkout.session: '${sessionId}'`);
    return found;
  }

  function event(type: string, object: object): Stripe.Event {
    return {
      id: id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event;
  }

  /** Payment intents are created when the learner picks a method, as Stripe does. */
  function intentFor(s: LedgerSession, method: Method): LedgerPaymentIntent {
    const intent: LedgerPaymentIntent = {
      id: id("pi"),
      object: "payment_intent",
      amount: s.amount_total,
      currency: s.currency,
      status: "requires_payment_method",
      payment_method: { id: id("pm"), object: "payment_method", type: method },
      next_action: null,
      last_payment_error: null,
      metadata: s.metadata,
    };
    intents.set(intent.id, intent);
    s.payment_intent = intent.id;
    return intent;
  }

  function awaitingIntent(s: LedgerSession): LedgerPaymentIntent {
    const intent = s.payment_intent ? intents.get(s.payment_intent) : undefined;
    if (intent?.status !== "requires_action") throw new Error("nothing awaits payment");
    return intent;
  }

  function openSession(sessionId: string): LedgerSession {
    const s = session(sessionId);
    if (s.status !== "open") throw new Error(`checkout.session ${sessionId} is ${s.status}`);
    return s;
  }

  return {
    create(params: CreateSessionParams, idempotencyKey?: string): LedgerSession {
      const existing = idempotencyKey && byIdempotencyKey.get(idempotencyKey);
      if (existing) return session(existing);
      const sessionId = id("cs_test");
      const created = nowSeconds();
      const s: LedgerSession = {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        amount_total: params.amount,
        currency: params.currency,
        client_reference_id: params.clientReferenceId,
        customer_email: params.customerEmail,
        metadata: params.metadata,
        allowed_payment_method_types: [...params.paymentMethodTypes],
        payment_method_types: [...params.paymentMethodTypes],
        payment_intent: null,
        success_url: params.successUrl.replace("{CHECKOUT_SESSION_ID}", sessionId),
        cancel_url: params.cancelUrl,
        url: options.checkoutUrl(sessionId),
        created,
        expires_at: created + DAY_SECONDS,
        livemode: false,
      };
      sessions.set(sessionId, s);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, sessionId);
      return s;
    },

    session,

    /** The session with its payment intent expanded, as `expand[]=payment_intent` gives it. */
    expanded(sessionId: string) {
      const s = session(sessionId);
      return { ...s, payment_intent: s.payment_intent ? intents.get(s.payment_intent) : null };
    },

    /** A card (or an MB WAY approval) goes through: the session completes paid. */
    pay(sessionId: string, method: Method = "card"): Stripe.Event {
      const s = openSession(sessionId);
      intentFor(s, method).status = "succeeded";
      Object.assign(s, { status: "complete", payment_status: "paid", url: null });
      return event("checkout.session.completed", s);
    },

    /**
     * The card is declined and the learner gives up: Stripe keeps the session open until it
     * expires; here it expires at once, with the decline on its payment intent.
     */
    decline(sessionId: string): Stripe.Event {
      const s = openSession(sessionId);
      const intent = intentFor(s, "card");
      Object.assign(intent, {
        status: "canceled",
        last_payment_error: { code: "card_declined", message: "Your card was declined." },
      });
      Object.assign(s, { status: "expired", url: null });
      return event("checkout.session.expired", s);
    },

    /** Multibanco or MB WAY: the session completes unpaid; the money comes later (or never). */
    completeUnpaid(sessionId: string, method: "multibanco" | "mb_way"): Stripe.Event {
      const s = openSession(sessionId);
      const intent = intentFor(s, method);
      intent.status = "requires_action";
      if (method === "multibanco") {
        intent.next_action = {
          type: "multibanco_display_details",
          multibanco_display_details: {
            entity: "12345",
            reference: String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9),
            expires_at: nowSeconds() + 3 * DAY_SECONDS,
          },
        };
      }
      Object.assign(s, { status: "complete", payment_status: "unpaid", url: null });
      return event("checkout.session.completed", s);
    },

    asyncSucceeded(sessionId: string): Stripe.Event {
      const s = session(sessionId);
      const intent = awaitingIntent(s);
      Object.assign(intent, { status: "succeeded", next_action: null });
      s.payment_status = "paid";
      return event("checkout.session.async_payment_succeeded", s);
    },

    /**
     * The reference expired unpaid, or the MB WAY request was refused or timed out. As on Stripe,
     * the payment intent goes back to waiting for a method and no longer shows the reference.
     */
    asyncFailed(sessionId: string): Stripe.Event {
      const s = session(sessionId);
      const intent = awaitingIntent(s);
      Object.assign(intent, {
        status: "requires_payment_method",
        next_action: null,
        last_payment_error: {
          code: "payment_intent_payment_attempt_expired",
          message: "The payment was not made in time.",
        },
      });
      return event("checkout.session.async_payment_failed", s);
    },

    knowsIntent: (paymentIntentId: string) => intents.has(paymentIntentId),

    snapshot(sessionId: string): LedgerRecord {
      const s = session(sessionId);
      const intent = s.payment_intent ? (intents.get(s.payment_intent) ?? null) : null;
      const key = [...byIdempotencyKey].find(([, value]) => value === sessionId)?.[0] ?? null;
      return structuredClone({
        session: s,
        intent,
        idempotencyKey: key,
        refunds: [...refunds].filter(([, refund]) => refund.payment_intent === intent?.id),
      });
    },

    restore(record: LedgerRecord): void {
      const copy = structuredClone(record);
      sessions.set(copy.session.id, copy.session);
      if (copy.intent) intents.set(copy.intent.id, copy.intent);
      if (copy.idempotencyKey) byIdempotencyKey.set(copy.idempotencyKey, copy.session.id);
      for (const [key, refund] of copy.refunds) refunds.set(key, refund);
    },

    refund(paymentIntentId: string, idempotencyKey?: string) {
      const existing = idempotencyKey && refunds.get(idempotencyKey);
      if (existing) return existing;
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new LedgerNotFound(`No such payment_intent: '${paymentIntentId}'`);
      if (intent.status !== "succeeded")
        throw new Error("only a succeeded payment can be refunded");
      const refund: LedgerRefund = {
        id: id("re"),
        object: "refund",
        payment_intent: paymentIntentId,
        amount: intent.amount,
        status: "succeeded",
      };
      refunds.set(idempotencyKey ?? refund.id, refund);
      return refund;
    },
  };
}
export type CheckoutLedger = ReturnType<typeof createCheckoutLedger>;
