import { CURRENCY, type Payment, PLANS, type PlanId } from "@cc/contracts/payments";
import type { Database } from "@cc/db/database";
import type { Locale } from "@cc/i18n/catalogue";
import { isLocale } from "@cc/i18n/catalogue";
import type Stripe from "stripe";
import { AppError, fieldError } from "../../core/errors";
import { mailLink } from "../../core/mail-link";
import type { Translate } from "../../core/translate";
import type { Mailer } from "../mail/mail.service";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service";
import {
  multibancoMail,
  paidMail,
  refundedMail,
  refundRequestedMail,
  supportRefundMail,
} from "./payments.mails";
import { type CheckoutView, HANDLED_EVENTS, type PaymentProvider } from "./payments.provider";
import type { PaymentRow, PaymentsRepo } from "./payments.repo";
import { refundableUntil, toPayment } from "./payments.view";
import { claimPurchaseReport } from "./purchase-report";

/** Once a payment is here, no later news from the provider changes it (refunds are ours). */
const SETTLED: ReadonlySet<string> = new Set(["paid", "refunded"]);

export interface PaymentsDeps {
  repo: PaymentsRepo;
  provider: PaymentProvider | null;
  subscriptions: SubscriptionsService;
  mailer: Mailer;
  translators: Record<Locale, Translate>;
  publicUrl: string;
  supportEmail: string;
  /** A learner's access changed outside a request of theirs: forget what was cached of it. */
  onAccessChanged?: (userId: string) => void;
}

/** What applying the provider's news did: mails to send now, a learner whose access changed. */
interface Applied {
  mailed: boolean;
  activatedUserId: string | null;
}
const UNCHANGED: Applied = { mailed: false, activatedUserId: null };

export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, mailer } = deps;

  function provider(messageKey: string): PaymentProvider {
    if (!deps.provider) throw new AppError("SERVICE_UNAVAILABLE", { messageKey });
    return deps.provider;
  }

  async function owned(userId: string, id: string): Promise<PaymentRow> {
    const row = await repo.find(id);
    // Another learner's payment is answered exactly like one that does not exist.
    if (!row || row.userId !== userId) throw new AppError("NOT_FOUND");
    return row;
  }

  // Inside a transaction, reads go through it: on the embedded database another read would wait
  // for the transaction to end.
  async function mailContext(row: PaymentRow, executor: Database = repo.db) {
    const user = row.userId ? await repo.findUser(row.userId, executor) : undefined;
    const locale: Locale = isLocale(user?.locale) ? user.locale : "pt";
    return {
      t: deps.translators[locale],
      locale,
      name: user?.name ?? "",
      payment: row,
      profileUrl: mailLink(deps.publicUrl, "/profile", locale),
    };
  }

  /**
   * Brings a purchase in line with what the provider says about its session, in one transaction:
   * an event already applied, or a payment already settled, changes nothing; a payment that
   * becomes paid gets exactly one pass, added after the access the learner still has. The lock
   * takes the learner's row before the purchase, as account deletion does (repo.lockForSession).
   */
  async function apply(view: CheckoutView, actor: string, event?: Stripe.Event) {
    const outcome = await repo.db.transaction(async (tx): Promise<Applied> => {
      if (event) {
        const fresh = await repo.recordEvent(tx, {
          id: event.id,
          type: event.type,
          sessionId: view.sessionId,
        });
        if (!fresh) return UNCHANGED;
      }
      const row = await repo.lockForSession(tx, view.sessionId, view.paymentId);
      if (!row || SETTLED.has(row.status) || view.outcome === "open") return UNCHANGED;
      if (view.outcome === row.status) return UNCHANGED;
      const details = {
        method: view.method,
        providerPaymentId: view.paymentIntentId,
        // The provider shows a reference only while it waits: the one the learner got stays ours.
        multibanco: view.multibanco ?? row.multibanco,
      };
      if (view.outcome !== "paid") {
        await repo.update(tx, row.id, { status: view.outcome, ...details });
        await repo.log(tx, {
          paymentId: row.id,
          actor,
          action: view.outcome,
          detail: event?.id ?? null,
        });
        const newReference = view.multibanco && !row.multibanco;
        if (newReference && view.outcome === "awaiting_payment" && view.multibanco) {
          const context = await mailContext(row, tx);
          await mailer.enqueue(tx, {
            userId: row.userId,
            to: row.email,
            ...multibancoMail({
              ...context,
              entity: view.multibanco.entity,
              reference: view.multibanco.reference,
              expiresAt: view.multibanco.expires_at ? new Date(view.multibanco.expires_at) : null,
            }),
          });
          return { mailed: true, activatedUserId: null };
        }
        return UNCHANGED;
      }
      return activate(tx, row, details, actor, event?.id ?? null);
    });
    if (outcome.mailed) mailer.wake();
    if (outcome.activatedUserId) deps.onAccessChanged?.(outcome.activatedUserId);
  }

  async function activate(
    tx: Database,
    row: PaymentRow,
    details: Partial<PaymentRow>,
    actor: string,
    eventId: string | null,
  ): Promise<Applied> {
    const now = new Date();
    const grant = row.userId
      ? await deps.subscriptions.grantIn(tx, row.userId, row.days, "payment", now)
      : null;
    const accessExpiresAt = grant?.state.expiresAt ?? null;
    await repo.update(tx, row.id, {
      ...details,
      status: "paid",
      paidAt: now,
      subscriptionId: grant?.subscriptionId ?? null,
      accessExpiresAt,
    });
    await repo.log(tx, { paymentId: row.id, actor, action: "paid", detail: eventId });
    if (!row.userId || !accessExpiresAt) return UNCHANGED;
    const context = await mailContext({ ...row, paidAt: now }, tx);
    await mailer.enqueue(tx, {
      userId: row.userId,
      to: row.email,
      ...paidMail({ ...context, accessUntil: accessExpiresAt }),
    });
    return { mailed: true, activatedUserId: row.userId };
  }

  return {
    /** Creates (or, for a repeated click, finds) the purchase and its Checkout Session. */
    async startCheckout(
      user: { id: string; email: string },
      input: { plan: PlanId; idempotency_key: string; nif?: string | undefined },
      locale: Locale,
    ) {
      const checkout = provider("payments.errors.notConfigured");
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
        const checkout = provider("payments.errors.checkFailed");
        let view: CheckoutView;
        try {
          view = await checkout.retrieveCheckout(row.providerSessionId);
        } catch {
          throw new AppError("SERVICE_UNAVAILABLE", { messageKey: "payments.errors.checkFailed" });
        }
        await apply(view, "status-check");
      }
      return toPayment(await owned(userId, id));
    },

    /** A webhook: verified by its signature, then applied from the session as the provider has it now. */
    async receiveEvent(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const checkout = provider("payments.errors.notConfigured");
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
      await apply(view, "webhook", event);
    },

    /** The learner withdraws within 14 days of paying: recorded, acknowledged, sent to support. */
    async requestRefund(userId: string, id: string, reason: string | undefined, now = new Date()) {
      const row = await owned(userId, id);
      const until = refundableUntil(row);
      if (!until || until <= now || row.refundRequestedAt) {
        throw new AppError("BAD_REQUEST", { messageKey: "payments.errors.notRefundable" });
      }
      const context = await mailContext(row);
      await repo.db.transaction(async (tx) => {
        // Two requests at once (a double click): one is taken, one mail each, the other refused.
        if ((await repo.lock(tx, row.id))?.refundRequestedAt) {
          throw new AppError("BAD_REQUEST", { messageKey: "payments.errors.notRefundable" });
        }
        await repo.update(tx, row.id, { refundRequestedAt: now, refundReason: reason || null });
        await repo.log(tx, {
          paymentId: row.id,
          actor: "learner",
          action: "refund-requested",
          detail: reason || null,
        });
        await mailer.enqueue(tx, {
          userId,
          to: row.email,
          ...refundRequestedMail({ ...context, requestedAt: now }),
        });
        await mailer.enqueue(tx, {
          userId: null,
          to: deps.supportEmail,
          ...supportRefundMail({ payment: row, requestedAt: now, reason: reason || null }),
        });
      });
      mailer.wake();
      return toPayment((await repo.find(row.id)) as PaymentRow);
    },

    /** An operator or admin refunds a paid purchase through the provider and ends its pass. */
    async refund(row: PaymentRow, actor: string): Promise<PaymentRow> {
      if (row.status !== "paid" || !row.providerPaymentId) {
        throw new AppError("BAD_REQUEST", { messageKey: "payments.errors.notRefundable" });
      }
      const refundId = await provider("payments.errors.notConfigured").refund(
        row.providerPaymentId,
        `refund-${row.id}`,
      );
      const now = new Date();
      const context = await mailContext(row);
      await repo.db.transaction(async (tx) => {
        const locked = await repo.lock(tx, row.id);
        if (locked?.status !== "paid") return;
        await repo.update(tx, row.id, {
          status: "refunded",
          refundedAt: now,
          providerRefundId: refundId,
        });
        if (locked.subscriptionId && locked.userId) {
          // Later passes move earlier by what this one had left: no gap in the learner's access.
          const moved = await deps.subscriptions.refundPass(
            tx,
            locked.userId,
            locked.subscriptionId,
            now,
          );
          for (const pass of moved) await repo.moveAccessEnd(tx, pass.id, pass.expiresAt);
        }
        await repo.log(tx, { paymentId: row.id, actor, action: "refunded", detail: refundId });
        if (locked.userId) {
          await mailer.enqueue(tx, {
            userId: locked.userId,
            to: locked.email,
            ...refundedMail(context),
          });
        }
      });
      mailer.wake();
      if (row.userId) deps.onAccessChanged?.(row.userId);
      return (await repo.find(row.id)) as PaymentRow;
    },

    async findForOperator(idOrReference: string): Promise<PaymentRow[]> {
      return repo.findByIdOrReference(idOrReference);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
