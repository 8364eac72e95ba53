import { randomBytes } from "node:crypto";
import type { Database } from "@cc/db/database";
import type Stripe from "stripe";
import {
  type CheckoutLedger,
  createCheckoutLedger,
  LedgerNotFound,
  type LedgerRecord,
  type LedgerSession,
} from "./checkout-ledger";
import {
  PAYMENT_METHOD_TYPES,
  type PaymentProvider,
  readCheckoutSession,
  verifyStripeEvent,
} from "./payments.provider";
import { createSandboxStore } from "./sandbox.store";

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  /** The secret its webhooks are signed with (a new one each start). */
  readonly webhookSecret: string;
  /** A stored session, or null when there is no such session. */
  session(sessionId: string): Promise<LedgerSession | null>;
  /** The session with its payment intent expanded, as Stripe's `expand` gives it. */
  expanded(sessionId: string): Promise<ReturnType<CheckoutLedger["expanded"]>>;
  /** Plays one of the provider's moves on a stored session and stores the outcome. */
  act<T>(sessionId: string, move: (ledger: CheckoutLedger, sessionId: string) => T): Promise<T>;
}

/**
 * Payments without a Stripe account: a local checkout page (approve, decline, pay later) whose
 * outcomes reach the server as signed webhooks, through the same route and code as Stripe's.
 * Each request rebuilds the session from the database, so restarts and several server processes
 * see the same checkouts.
 */
export function createSandboxProvider(options: {
  publicUrl: string;
  db: Database;
}): SandboxProvider {
  const store = createSandboxStore(options.db);
  const webhookSecret = `whsec_sandbox_${randomBytes(16).toString("hex")}`;
  const ledgerOf = (record?: LedgerRecord) => {
    const ledger = createCheckoutLedger({
      checkoutUrl: (sessionId) => `${options.publicUrl}/api/payments/sandbox/${sessionId}`,
    });
    if (record) ledger.restore(record);
    return ledger;
  };
  async function loaded(sessionId: string): Promise<CheckoutLedger> {
    const record = await store.bySession(store.db, sessionId);
    if (!record) throw new LedgerNotFound(`No such checkout.session: '${sessionId}'`);
    return ledgerOf(record);
  }

  return {
    name: "sandbox",
    webhookSecret,

    async createCheckout(input) {
      const earlier = await store.byIdempotencyKey(input.idempotencyKey);
      if (earlier) return { sessionId: earlier.session.id, url: earlier.session.url ?? "" };
      const ledger = ledgerOf();
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
      if (await store.insert(ledger.snapshot(session.id))) {
        return { sessionId: session.id, url: session.url ?? "" };
      }
      // A concurrent request with the same key stored its session first: answer that one.
      const winner = await store.byIdempotencyKey(input.idempotencyKey);
      if (!winner) throw new Error("sandbox checkout vanished after insert");
      return { sessionId: winner.session.id, url: winner.session.url ?? "" };
    },

    async retrieveCheckout(sessionId) {
      const ledger = await loaded(sessionId);
      return readCheckoutSession(ledger.expanded(sessionId) as unknown as Stripe.Checkout.Session);
    },

    async refund(paymentIntentId, idempotencyKey) {
      const record = await store.byPaymentIntent(paymentIntentId);
      // No money moved, and a session that was never stored has nothing to undo.
      if (!record) return `re_sandbox_${randomBytes(8).toString("hex")}`;
      return this.act(record.session.id, (ledger) =>
        ledger.refund(paymentIntentId, idempotencyKey),
      ).then((refund) => refund.id);
    },

    verifyEvent: (rawBody, signature) => verifyStripeEvent(rawBody, signature, webhookSecret),

    async session(sessionId) {
      return (await store.bySession(store.db, sessionId))?.session ?? null;
    },

    async expanded(sessionId) {
      return (await loaded(sessionId)).expanded(sessionId);
    },

    async act(sessionId, move) {
      // Locked from read to write, so two clicks at once play their moves one after the other.
      return store.db.transaction(async (tx) => {
        const record = await store.bySession(tx, sessionId, true);
        if (!record) throw new LedgerNotFound(`No such checkout.session: '${sessionId}'`);
        const ledger = ledgerOf(record);
        const outcome = move(ledger, sessionId);
        await store.update(tx, ledger.snapshot(sessionId));
        return outcome;
      });
    },
  };
}
