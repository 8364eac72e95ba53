import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { mailOutbox, subscriptions } from "@cc/db/schema/accounts";
import { paymentLog, payments } from "@cc/db/schema/payments";
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { runCommand } from "../../operator/commands";
import { bearer, type SignedUp, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import {
  type FakeStripe,
  startFakeStripe,
  TEST_STRIPE_KEY,
  TEST_WEBHOOK_SECRET,
} from "../../testing/stripe";

const DAY = 86_400_000;
/** A day as a Portuguese mail states it, in Portugal's time zone. */
const lisbonDay = (iso: string) =>
  new Intl.DateTimeFormat("pt-PT", { dateStyle: "long", timeZone: "Europe/Lisbon" }).format(
    new Date(iso),
  );

describe("payments through Stripe (a local server speaking its protocol)", () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: SignedUp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      ADMIN_EMAILS: "pay-admin@example.com",
      SUPPORT_EMAIL: "support@example.com",
    });
    admin = await signUp(t, { email: "pay-admin@example.com" });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function checkout(learner: SignedUp, plan = "14-days", extra: object = {}) {
    const response = await call(learner.token, "POST", "/api/v1/payments/checkout", {
      plan,
      idempotency_key: randomUUID(),
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { payment_id: paymentId, checkout_url: url } = response.json().data;
    const sessionId = /cs_test_\w+$/.exec(url)?.[0] as string;
    return { paymentId: paymentId as string, sessionId };
  }

  const webhook = (event: Stripe.Event, secret?: string) => {
    const { payload, signature } = stripe.sign(event, secret);
    return t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
  };
  const payment = async (learner: SignedUp, id: string) =>
    (await call(learner.token, "GET", `/api/v1/payments/${id}`)).json().data;
  const me = async (learner: SignedUp) =>
    (await call(learner.token, "GET", "/api/v1/user")).json().data;
  const passes = (userId: string) =>
    t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.revokedAt)));
  const mailsTo = (to: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it("activates a card payment from its signed webhook, with a confirmation mail", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner, "14-days", { nif: "123456789" });
    expect((await payment(learner, paymentId)).status).toBe("pending");
    // What Stripe is asked for: a one-time payment, by card, MB WAY or Multibanco, VAT inside.
    const created = stripe.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.form.client_reference_id === paymentId,
    );
    expect(created?.form).toMatchObject({
      mode: "payment",
      allowed_payment_method_types: { 0: "card", 1: "mb_way", 2: "multibanco" },
      line_items: {
        0: {
          quantity: "1",
          price_data: { currency: "eur", unit_amount: "800", tax_behavior: "inclusive" },
        },
      },
      customer_email: learner.email,
      locale: "pt",
    });
    expect((await webhook(stripe.ledger.pay(sessionId))).statusCode).toBe(200);

    const paid = await payment(learner, paymentId);
    expect(paid).toMatchObject({ status: "paid", method: "card", amount_cents: 800, days: 14 });
    expect(paid.reference).toMatch(/^CC-[0-9A-F]{8}$/);
    expect((await me(learner)).subscription_info).toMatchObject({
      status: "active",
      days_remaining: 14,
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.nif).toBe("123456789");
    const mails = await mailsTo(learner.email);
    const confirmation = mails.find(
      (m) => m.subject === "Pagamento confirmado: o seu passe está ativo",
    )?.text;
    // Plan, amount, reference and until when, as the learner reads them (Lisbon time).
    expect(confirmation).toContain("Passe: 14 dias");
    expect(confirmation).toMatch(/Valor: 8,00\s€/);
    expect(confirmation).toContain(`Referência: ${paid.reference}`);
    expect(confirmation).toContain(lisbonDay(paid.access_expires_at));
    expect(confirmation).toMatch(/\/profile\?lang=pt\b/);
  });

  it("opens premium routes at once after payment and closes them at once after a refund", async () => {
    const learner = await signUp(t);
    const premium = async () => (await call(learner.token, "GET", "/api/v1/questions")).statusCode;
    expect(await premium()).toBe(402); // and the token's permissions are now cached
    const { paymentId, sessionId } = await checkout(learner);
    await webhook(stripe.ledger.pay(sessionId));
    expect(await premium()).toBe(200);
    await call(admin.token, "POST", `/api/v1/admin/payments/${paymentId}/refund`);
    expect(await premium()).toBe(402);
  });

  it("moves the later passes of a renewal chain earlier when one pass is refunded", async () => {
    const learner = await signUp(t);
    const bought = [];
    for (const plan of ["14-days", "30-days", "14-days"]) {
      const { paymentId, sessionId } = await checkout(learner, plan);
      await webhook(stripe.ledger.pay(sessionId));
      bought.push(paymentId);
    }
    const [first, middle, last] = bought as [string, string, string];
    const ends = async () =>
      (await passes(learner.user.id))
        .map((pass) => [pass.startsAt.getTime(), pass.expiresAt.getTime()] as const)
        .sort((a, b) => a[0] - b[0]);
    const before = await ends();
    expect(before).toHaveLength(3);
    expect((await me(learner)).subscription_info.days_remaining).toBe(58);

    await call(admin.token, "POST", `/api/v1/admin/payments/${middle}/refund`);
    const after = await ends();
    // The first pass is untouched; the last starts where the first ends: no 30-day gap.
    expect(after).toEqual([before[0], [before[0]?.[1], (before[0]?.[1] ?? 0) + 14 * DAY]]);
    expect((await me(learner)).subscription_info.days_remaining).toBe(28);
    expect((await payment(learner, last)).access_expires_at).toBe(
      new Date(after[1]?.[1] ?? 0).toISOString(),
    );

    // Refunding the running first pass: the last one starts now, 14 days are left.
    await call(admin.token, "POST", `/api/v1/admin/payments/${first}/refund`);
    const [only] = await ends();
    expect(only?.[0]).toBeGreaterThan(Date.now() - 60_000);
    expect((only?.[1] ?? 0) - (only?.[0] ?? 0)).toBe(14 * DAY);
    expect((await me(learner)).subscription_info).toMatchObject({
      status: "active",
      days_remaining: 14,
    });
  });

  it("takes the price from the server and refuses a wrong plan or tax number", async () => {
    const learner = await signUp(t);
    const bad = await call(learner.token, "POST", "/api/v1/payments/checkout", {
      plan: "1-day",
      idempotency_key: randomUUID(),
      nif: "123456788",
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["nif", "plan"]);
    // A price, currency or length sent by the browser is not read.
    const { paymentId, sessionId } = await checkout(learner, "30-days", {
      amount_cents: 1,
      currency: "USD",
      days: 365,
    });
    expect(stripe.ledger.session(sessionId)).toMatchObject({ amount_total: 1600, currency: "eur" });
    expect(await payment(learner, paymentId)).toMatchObject({ amount_cents: 1600, days: 30 });
  });

  it("creates one Checkout Session for a double-clicked buy button", async () => {
    const learner = await signUp(t);
    const body = { plan: "30-days", idempotency_key: randomUUID() };
    const [first, second] = await Promise.all([
      call(learner.token, "POST", "/api/v1/payments/checkout", body),
      call(learner.token, "POST", "/api/v1/payments/checkout", body),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, learner.user.id));
    expect(rows).toHaveLength(1);

    // The same click's key for another pass or tax number opens nothing.
    for (const other of [{ plan: "14-days" }, { nif: "123456789" }]) {
      const reused = await call(learner.token, "POST", "/api/v1/payments/checkout", {
        ...body,
        ...other,
      });
      expect(reused.statusCode).toBe(422);
      expect(Object.keys(reused.json().errors)).toEqual(["idempotency_key"]);
    }
  });

  it("records a declined card without giving access", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner);
    expect((await webhook(stripe.ledger.decline(sessionId))).statusCode).toBe(200);
    expect((await payment(learner, paymentId)).status).toBe("failed");
    expect(await passes(learner.user.id)).toHaveLength(0);
  });

  it("waits for a Multibanco payment, mails the reference, and activates when it arrives", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner, "30-days");
    await webhook(stripe.ledger.completeUnpaid(sessionId, "multibanco"));
    const waiting = await payment(learner, paymentId);
    expect(waiting).toMatchObject({ status: "awaiting_payment", method: "multibanco" });
    expect(waiting.multibanco).toMatchObject({ entity: "12345", amount_cents: 1600 });
    expect(waiting.multibanco.reference).toMatch(/^\d{9}$/);
    expect(await passes(learner.user.id)).toHaveLength(0);
    const mails = await mailsTo(learner.email);
    const voucher = mails.find((m) => m.subject === "A sua referência Multibanco")?.text;
    expect(voucher).toContain("Entidade: 12345");
    expect(voucher).toContain(`Referência: ${waiting.multibanco.reference}`);
    expect(voucher).toMatch(/Valor: 16,00\s€/);
    expect(voucher).toContain(lisbonDay(waiting.multibanco.expires_at));

    await webhook(stripe.ledger.asyncSucceeded(sessionId));
    expect((await payment(learner, paymentId)).status).toBe("paid");
    expect((await me(learner)).subscription_info.days_remaining).toBe(30);
  });

  it("waits for an MB WAY approval and records a request that timed out", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner);
    await webhook(stripe.ledger.completeUnpaid(sessionId, "mb_way"));
    expect(await payment(learner, paymentId)).toMatchObject({
      status: "awaiting_payment",
      method: "mb_way",
      multibanco: null,
    });
    await webhook(stripe.ledger.asyncFailed(sessionId));
    expect((await payment(learner, paymentId)).status).toBe("failed");
    expect(await passes(learner.user.id)).toHaveLength(0);
  });

  it("marks a Multibanco reference that expired unpaid, keeping the reference it had", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner);
    await webhook(stripe.ledger.completeUnpaid(sessionId, "multibanco"));
    const { reference } = (await payment(learner, paymentId)).multibanco;
    // Stripe's failed payment intent no longer shows the reference (`next_action` is null).
    await webhook(stripe.ledger.asyncFailed(sessionId));
    expect(await payment(learner, paymentId)).toMatchObject({
      status: "expired",
      method: "multibanco",
      multibanco: { entity: "12345", reference },
    });
    // A status check afterwards reads the same session and changes nothing.
    await call(learner.token, "POST", `/api/v1/payments/${paymentId}/check`);
    expect((await payment(learner, paymentId)).status).toBe("expired");
    expect(await passes(learner.user.id)).toHaveLength(0);
  });

  it("gives one pass for a webhook replayed 100 times while status checks race it", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner);
    const event = stripe.ledger.pay(sessionId);
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, () => webhook(event)),
      ...Array.from({ length: 5 }, () =>
        call(learner.token, "POST", `/api/v1/payments/${paymentId}/check`),
      ),
    ]);
    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    expect(await passes(learner.user.id)).toHaveLength(1);
    expect((await me(learner)).subscription_info.days_remaining).toBe(14);
    const log = await t.database.db
      .select()
      .from(paymentLog)
      .where(eq(paymentLog.paymentId, paymentId));
    expect(log.filter((entry) => entry.action === "paid")).toHaveLength(1);
  });

  it("activates from 'check payment status' when the webhook has not come", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner);
    stripe.ledger.pay(sessionId); // the event is never delivered
    const checked = await call(learner.token, "POST", `/api/v1/payments/${paymentId}/check`);
    expect(checked.json().data.status).toBe("paid");
    expect((await me(learner)).subscription_info.status).toBe("active");
  });

  it("answers the spec's payment errors when Stripe cannot answer, and keeps the click", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner);
    const body = { plan: "30-days", idempotency_key: randomUUID() };
    stripe.down = true;
    try {
      const started = await call(learner.token, "POST", "/api/v1/payments/checkout", body);
      expect(started.statusCode).toBe(503);
      expect(started.json().message).toBe(
        "Ocorreu um erro ao processar o seu pagamento. Por favor, tente novamente.",
      );
      const checked = await call(learner.token, "POST", `/api/v1/payments/${paymentId}/check`);
      expect(checked.statusCode).toBe(503);
      expect(checked.json().message).toBe(
        "Não foi possível verificar o estado do pagamento. Por favor, tente novamente.",
      );
      // A webhook that cannot be confirmed is refused, so that Stripe sends it again.
      expect((await webhook(stripe.ledger.pay(sessionId))).statusCode).toBe(503);
    } finally {
      stripe.down = false;
    }
    expect((await payment(learner, paymentId)).status).toBe("pending");
    // The same click, retried once Stripe is back, opens its checkout.
    const retried = await call(learner.token, "POST", "/api/v1/payments/checkout", body);
    expect(retried.statusCode).toBe(201);
    const checked = await call(learner.token, "POST", `/api/v1/payments/${paymentId}/check`);
    expect(checked.json().data.status).toBe("paid");
  });

  it("adds a renewal after the access the learner still has", async () => {
    const learner = await signUp(t);
    for (const plan of ["14-days", "30-days"]) {
      const { sessionId } = await checkout(learner, plan);
      await webhook(stripe.ledger.pay(sessionId));
    }
    expect((await me(learner)).subscription_info.days_remaining).toBe(44);
  });

  it("refuses a forged or missing signature and changes nothing", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner);
    const event = stripe.ledger.pay(sessionId);
    const forged = await webhook(event, "whsec_not_the_secret");
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const { payload, signature } = stripe.sign(event);
    const tampered = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload: payload.replace('"livemode":false', '"livemode":true'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await payment(learner, paymentId)).status).toBe("pending");
    expect(await passes(learner.user.id)).toHaveLength(0);
  });

  it("answers another learner's payment as not found (the page shows Access Denied)", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { paymentId } = await checkout(owner);
    expect((await call(other.token, "GET", `/api/v1/payments/${paymentId}`)).statusCode).toBe(404);
    expect(
      (await call(other.token, "POST", `/api/v1/payments/${paymentId}/check`)).statusCode,
    ).toBe(404);
    expect((await call(other.token, "GET", `/api/v1/payments/${randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it("takes a withdrawal request, and refunds through Stripe when an admin approves it", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner);
    await webhook(stripe.ledger.pay(sessionId));

    // A double click on confirm: one request is taken, the other refused.
    const attempts = await Promise.all(
      [0, 1].map(() =>
        call(learner.token, "POST", `/api/v1/payments/${paymentId}/refund-request`, {
          reason: "Passei no exame",
        }),
      ),
    );
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const requested = attempts.find((a) => a.statusCode === 200);
    const receivedAt = requested?.json().data.refund_requested_at;
    expect(receivedAt).toEqual(expect.any(String));
    const again = await call(
      learner.token,
      "POST",
      `/api/v1/payments/${paymentId}/refund-request`,
      {},
    );
    expect(again.statusCode).toBe(400);
    // One acknowledgement, stating the date and time the request was received (Lisbon time).
    const acknowledgements = (await mailsTo(learner.email)).filter(
      (m) => m.subject === "Recebemos o seu pedido de reembolso",
    );
    expect(acknowledgements).toHaveLength(1);
    const acknowledgement = acknowledgements[0]?.text;
    expect(acknowledgement).toContain(lisbonDay(receivedAt));
    expect(acknowledgement).toContain(
      new Intl.DateTimeFormat("pt-PT", { timeStyle: "short", timeZone: "Europe/Lisbon" }).format(
        new Date(receivedAt),
      ),
    );
    const support = (await mailsTo("support@example.com")).filter((m) =>
      m.text.includes(paymentId),
    );
    expect(support).toHaveLength(1);
    expect(support[0]?.text).toContain("Passei no exame");

    const notAdmin = await call(
      learner.token,
      "POST",
      `/api/v1/admin/payments/${paymentId}/refund`,
    );
    expect(notAdmin.statusCode).toBe(403);
    const refunded = await call(admin.token, "POST", `/api/v1/admin/payments/${paymentId}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.status).toBe("refunded");
    expect((await me(learner)).subscription_info.status).not.toBe("active");
    expect(
      stripe.requests.filter(
        (r) => r.path === "/v1/refunds" && r.idempotencyKey === `refund-${paymentId}`,
      ),
    ).toHaveLength(1);
    const log = await t.database.db
      .select()
      .from(paymentLog)
      .where(eq(paymentLog.paymentId, paymentId));
    expect(log.map((entry) => [entry.actor, entry.action])).toEqual([
      ["learner", "checkout"],
      ["webhook", "paid"],
      ["learner", "refund-requested"],
      ["admin:pay-admin@example.com", "refunded"],
    ]);
  });

  it("keeps a paid purchase as a sales record when the account is deleted", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner, "14-days", { nif: "123456789" });
    await webhook(stripe.ledger.pay(sessionId));
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/user/delete-account",
      headers: bearer(learner.token),
      payload: { password: learner.password, confirmation: "DELETE" },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({
      userId: null,
      subscriptionId: null,
      email: learner.email,
      nif: "123456789",
      status: "paid",
    });
  });

  it("refuses a withdrawal after 14 days", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner);
    await webhook(stripe.ledger.pay(sessionId));
    await t.database.db
      .update(payments)
      .set({ paidAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(payments.id, paymentId));
    const late = await call(
      learner.token,
      "POST",
      `/api/v1/payments/${paymentId}/refund-request`,
      {},
    );
    expect(late.statusCode).toBe(400);
  });

  it("refunds from the operator CLI and exports sales for the accountant", async () => {
    const learner = await signUp(t);
    const { paymentId, sessionId } = await checkout(learner, "30-days", { nif: "123456789" });
    await webhook(stripe.ledger.pay(sessionId));
    const lines: string[] = [];
    const context = { database: t.database, config: t.config, out: (l: string) => lines.push(l) };
    const reference = (await payment(learner, paymentId)).reference;
    expect(await runCommand(context, "payments:refund", [reference])).toBe(0);
    expect(lines.join("\n")).toContain(`Refunded ${reference}`);
    expect((await payment(learner, paymentId)).status).toBe("refunded");
    expect(await passes(learner.user.id)).toHaveLength(0);

    const file = join(t.config.dataDir, "sales.csv");
    expect(await runCommand(context, "sales:export", [file])).toBe(0);
    const sale = readFileSync(file, "utf8")
      .split("\n")
      .find((line) => line.includes(paymentId));
    // 16.00 EUR with 23 % VAT inside: 2.99 VAT, 13.01 net; the refund is on the same line.
    expect(sale).toMatch(
      new RegExp(
        `^\\S+,${reference},${paymentId},${learner.email},123456789,30,16\\.00,23,2\\.99,13\\.01,card,stripe,pi_\\w+,\\S+$`,
      ),
    );
  });
});

describe("payments through the sandbox (no Stripe key)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "http://localhost:3000" });
  });
  afterAll(() => t.close());

  it("sells a pass from its own checkout page, through the signed webhook", async () => {
    const learner = await signUp(t, { locale: "en" });
    const started = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/checkout",
      headers: bearer(learner.token),
      payload: { plan: "14-days", idempotency_key: randomUUID() },
    });
    const { checkout_url: url, payment_id: paymentId } = started.json().data;
    const path = new URL(url).pathname;
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${path}/approve`);

    const approved = await t.app.inject({
      method: "POST",
      url: `${path}/approve`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `http://localhost:3000/payment/approved?payment=${paymentId}`,
    );
    const view = await t.app.inject({
      method: "GET",
      url: `/api/v1/payments/${paymentId}`,
      headers: bearer(learner.token),
    });
    expect(view.json().data.status).toBe("paid");
  });

  it("keeps an open sandbox checkout across a restart of the server", async () => {
    const learner = await signUp(t, { locale: "en" });
    const started = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/checkout",
      headers: bearer(learner.token),
      payload: { plan: "30-days", idempotency_key: randomUUID() },
    });
    const { checkout_url: url, payment_id: paymentId } = started.json().data;
    const path = new URL(url).pathname;
    // The learner chose MB WAY before the restart: the wait must survive it too.
    await t.app.inject({ method: "POST", url: `${path}/mbway`, payload: "" });

    // A new instance of the app on the same database: nothing of the old process's memory.
    await t.app.close();
    const restarted = await buildApp(t.config, { database: t.database, logger: false });
    t.app = restarted;
    await restarted.ready();

    const page = await restarted.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${path}/arrive`);
    const arrived = await restarted.inject({
      method: "POST",
      url: `${path}/arrive`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(arrived.statusCode).toBe(303);
    const view = await restarted.inject({
      method: "GET",
      url: `/api/v1/payments/${paymentId}`,
      headers: bearer(learner.token),
    });
    expect(view.json().data).toMatchObject({ status: "paid", method: "mb_way" });
    // A second click on the finished page changes nothing.
    const again = await restarted.inject({ method: "POST", url: `${path}/arrive`, payload: "" });
    expect(again.headers.location).toBe(path);
  });

  it("is off in production without a Stripe key", async () => {
    const production = await createTestApp({ NODE_ENV: "production" });
    try {
      const learner = await signUp(production);
      const started = await production.app.inject({
        method: "POST",
        url: "/api/v1/payments/checkout",
        headers: bearer(learner.token),
        payload: { plan: "14-days", idempotency_key: randomUUID() },
      });
      expect(started.statusCode).toBe(503);
    } finally {
      await production.close();
    }
  });
});
