import { randomUUID } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import { mailOutbox, subscriptions, users } from "@cc/db/schema/accounts";
import { paymentLog, payments } from "@cc/db/schema/payments";
import { testEngine } from "@cc/db/testing";
import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshAddress, type SignedUp, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import {
  type FakeStripe,
  startFakeStripe,
  TEST_STRIPE_KEY,
  TEST_WEBHOOK_SECRET,
} from "../../testing/stripe";

const ROUNDS = 30;
/** Purchases paid at once per round: each activation is one more chance to meet the deletion. */
const PURCHASES = 3;

// The embedded database runs one transaction at a time: only PostgreSQL can interleave them.
describe.skipIf(testEngine() !== "postgres")(
  "a payment's activation and its account's deletion",
  () => {
    let t: TestApp;
    let stripe: FakeStripe;
    beforeAll(async () => {
      stripe = await startFakeStripe();
      t = await createTestApp({
        STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      });
    });
    afterAll(async () => {
      await t.close();
      await stripe.close();
    });

    const call = (learner: SignedUp, method: "POST" | "DELETE", url: string, payload: object) =>
      t.app.inject({
        method,
        url,
        headers: bearer(learner.token),
        remoteAddress: freshAddress(),
        payload,
      });

    const webhook = (event: Stripe.Event) => {
      const { payload, signature } = stripe.sign(event);
      return t.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
    };

    it(`never fail and leave an unlinked sale without a pass, ${ROUNDS} times over`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const learner = await signUp(t);
        // A Google-only account: deletion needs no password hash check and starts at once.
        await t.database.db
          .update(users)
          .set({ passwordHash: null })
          .where(eq(users.id, learner.user.id));
        const started = [];
        for (let i = 0; i < PURCHASES; i++) {
          const response = await call(learner, "POST", "/api/v1/payments/checkout", {
            plan: "14-days",
            idempotency_key: randomUUID(),
          });
          expect(response.statusCode, response.body).toBe(201);
          const { payment_id: id, checkout_url: url } = response.json().data;
          started.push({ id: id as string, sessionId: /cs_test_\w+$/.exec(url)?.[0] as string });
        }
        const events = started.map(({ sessionId }) => stripe.ledger.pay(sessionId));
        // Deletion starts 0 to 7 ms after the payments: some rounds meet an activation between
        // its two locks (with the purchase locked first, about 8 rounds in 30 deadlocked).
        const [deletion, check, ...activations] = await Promise.all([
          setTimeout(round % 8).then(() =>
            call(learner, "DELETE", "/api/v1/user/delete-account", { confirmation: "DELETE" }),
          ),
          call(learner, "POST", `/api/v1/payments/${started[0]?.id}/check`, {}),
          ...events.map(webhook),
        ]);
        expect(deletion?.statusCode, deletion?.body).toBe(200);
        // The account may be gone before the status check reads it.
        expect([200, 401, 404], check?.body).toContain(check?.statusCode);
        for (const activation of activations)
          expect(activation.statusCode, activation.body).toBe(200);

        // Kept as sales records, unlinked from the erased account, each paid once, with no pass.
        const ids = started.map(({ id }) => id);
        const rows = await t.database.db.select().from(payments).where(inArray(payments.id, ids));
        expect(
          rows.map(({ status, userId, subscriptionId }) => ({ status, userId, subscriptionId })),
        ).toEqual(ids.map(() => ({ status: "paid", userId: null, subscriptionId: null })));
        const paidEntries = await t.database.db
          .select()
          .from(paymentLog)
          .where(and(inArray(paymentLog.paymentId, ids), eq(paymentLog.action, "paid")));
        expect(paidEntries).toHaveLength(PURCHASES);
        const { db } = t.database;
        expect(await db.select().from(users).where(eq(users.id, learner.user.id))).toHaveLength(0);
        expect(
          await db.select().from(subscriptions).where(eq(subscriptions.userId, learner.user.id)),
        ).toHaveLength(0);
        expect(
          await db.select().from(mailOutbox).where(eq(mailOutbox.userId, learner.user.id)),
        ).toHaveLength(0);
      }
    }, 120_000);
  },
);
