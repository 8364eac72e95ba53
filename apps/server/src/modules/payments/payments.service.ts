import { CURRENCY, type Payment, PLANS, type PlanId } from "@cc/contracts/payments";
import type { Locale } from "@cc/i18n/catalogue";
import type Stripe from "stripe";
import { AppError, fieldError } from "../../core/errors";
import { type PaymentsDeps, providerOf } from "./payments.deps";
import { type CheckoutView, HANDLED_EVENTS } from "./payments.provider";
import type { PaymentRow } from "./payments.repo";
import { toPayment } from "./payments.view";
import { applyProviderNews, SETTLED } from "./provider-news";
import { claimPurchaseReport } from "./purchase-report";
import { refund, requestRefund } from "./refunds";

export function createPaymentsService(deps: PaymentsDeps) {
  const { repo } = deps;

  async function owned(userId: string, id: string): Promise<PaymentRow> {
    const row = await repo.find(id);
    // Another learner's payment is answered exactly like one that does not exist.
    if (!row || row.userId !== userId) throw new AppError("NOT_FOUND");
    return row;
  }

  return {
    /** Creates (or, for a repeated click, finds) the purchase and its Checkout Session. */
    async startCheckout(
      user: { id: string; email: string },
      input: { plan: PlanId; idempotency_key: string; nif?: string | undefined },
      locale: Locale,
    ) {
      const checkout = providerOf(deps, "payments.errors.notConfigured");
      const plan = PLANS[input.plan];
      const row = await repo.insertOrFindClick({
        userId: user.id,
        email: user.email,
        idempotencyKey: input.idempotency_key,
        plan: input.plan,
        days: plan.days,
        amountCents: plan.amountCents,
        currency: CURRENCY,
        nif: input.nif || null,
        provider: checkout.name,
      });
      // A key names one click: reused for another pass or tax number, it would open the
      // checkout of what was asked the first time.
      if (row.plan !== input.plan || row.nif !== (input.nif || null)) {
        throw fieldError("idempotency_key", "payments.validation.idempotencyKey");
      }
      if (row.checkoutUrl) return { payment_id: row.id, checkout_url: row.checkoutUrl };
      const t = deps.translators[locale];
      let session: { sessionId: string; url: string };
      try {
        session = await checkout.createCheckout({
          paymentId: row.id,
          email: user.email,
          productName: t("payments.productName", { days: row.days }),
          amountCents: row.amountCents,
          currency: row.currency,
          locale,
          successUrl: `${deps.publicUrl}/payment/approved?payment=${row.id}`,
          cancelUrl: `${deps.publicUrl}/payment/declined?payment=${row.id}`,
          idempotencyKey: `checkout-${row.id}`,
        });
      } catch (error) {
        throw new AppError("SERVICE_UNAVAILABLE", {
          messageKey: "payments.errors.processing",
          params: { cause: String(error) },
        });
      }
      await repo.update(repo.db, row.id, {
        providerSessionId: session.sessionId,
        checkoutUrl: session.url,
      });
      await repo.log(repo.db, {
        paymentId: row.id,
        actor: "learner",
        action: "checkout",
        detail: input.plan,
      });
      return { payment_id: row.id, checkout_url: session.url };
    },

    async view(userId: string, id: string): Promise<Payment> {
      return toPayment(await owned(userId, id));
    },

    /** True once per paid purchase: the learner's browser then reports it to the trackers. */
    claimReport: (userId: string, id: string) => claimPurchaseReport(repo, userId, id),

    async list(userId: string): Promise<Payment[]> {
      return (await repo.listOfUser(userId)).map(toPayment);
    },

    /** "Check payment status": asks the provider itself, then applies what it says. */
    async check(userId: string, id: string): Promise<Payment> {
      const row = await owned(userId, id);
      if (row.providerSessionId && !SETTLED.has(row.status)) {
        const checkout = providerOf(deps, "payments.errors.checkFailed");
        let view: CheckoutView;
        try {
          view = await checkout.retrieveCheckout(row.providerSessionId);
        } catch {
          throw new AppError("SERVICE_UNAVAILABLE", { messageKey: "payments.errors.checkFailed" });
        }
        await applyProviderNews(deps, view, "status-check");
      }
      return toPayment(await owned(userId, id));
    },

    /** A webhook: verified by its signature, then applied from the session as the provider has it now. */
    async receiveEvent(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const checkout = providerOf(deps, "payments.errors.notConfigured");
      let event: Stripe.Event;
      try {
        event = checkout.verifyEvent(rawBody, signature);
      } catch {
        throw new AppError("BAD_REQUEST", { messageKey: "payments.errors.badSignature" });
      }
      if (!HANDLED_EVENTS.has(event.type)) return;
      const session = event.data.object as Stripe.Checkout.Session;
      // The event says which session changed; the session as retrieved says what it is now, so
      // events arriving out of order still end in the right state.
      let view: CheckoutView;
      try {
        view = await checkout.retrieveCheckout(session.id);
      } catch {
        // The provider sends the event again later.
        throw new AppError("SERVICE_UNAVAILABLE", { messageKey: "payments.errors.checkFailed" });
      }
      await applyProviderNews(deps, view, "webhook", event);
    },

    async requestRefund(userId: string, id: string, reason: string | undefined, now = new Date()) {
      return requestRefund(deps, await owned(userId, id), reason, now);
    },

    refund: (row: PaymentRow, actor: string): Promise<PaymentRow> => refund(deps, row, actor),

    async findForOperator(idOrReference: string): Promise<PaymentRow[]> {
      return repo.findByIdOrReference(idOrReference);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
