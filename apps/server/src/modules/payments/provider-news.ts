import type { Database } from "@cc/db/database";
import type Stripe from "stripe";
import { mailContext, type PaymentsDeps } from "./payments.deps";
import { multibancoMail, paidMail } from "./payments.mails";
import type { CheckoutView } from "./payments.provider";
import type { PaymentRow } from "./payments.repo";

/** Once a payment is here, no later news from the provider changes it (refunds are ours). */
export const SETTLED: ReadonlySet<string> = new Set(["paid", "refunded"]);

/** What applying the provider's news did: mails to send now, a learner whose access changed. */
interface Applied {
  mailed: boolean;
  activatedUserId: string | null;
}
const UNCHANGED: Applied = { mailed: false, activatedUserId: null };

/**
 * Brings a purchase in line with what the provider says about its session, in one transaction:
 * an event already applied, or a payment already settled, changes nothing; a payment that
 * becomes paid gets exactly one pass, added after the access the learner still has. The lock
 * takes the learner's row before the purchase, as account deletion does (repo.lockForSession).
 */
export async function applyProviderNews(
  deps: PaymentsDeps,
  view: CheckoutView,
  actor: string,
  event?: Stripe.Event,
) {
  const { repo, mailer } = deps;
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
        const context = await mailContext(deps, row, tx);
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
    return activate(deps, tx, row, details, actor, event?.id ?? null);
  });
  if (outcome.mailed) mailer.wake();
  if (outcome.activatedUserId) deps.onAccessChanged?.(outcome.activatedUserId);
}

async function activate(
  deps: PaymentsDeps,
  tx: Database,
  row: PaymentRow,
  details: Partial<PaymentRow>,
  actor: string,
  eventId: string | null,
): Promise<Applied> {
  const { repo, mailer } = deps;
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
  const context = await mailContext(deps, { ...row, paidAt: now }, tx);
  await mailer.enqueue(tx, {
    userId: row.userId,
    to: row.email,
    ...paidMail({ ...context, accessUntil: accessExpiresAt }),
  });
  return { mailed: true, activatedUserId: row.userId };
}
