import { AppError } from "../../core/errors";
import { mailContext, type PaymentsDeps, providerOf } from "./payments.deps";
import { refundedMail, refundRequestedMail, supportRefundMail } from "./payments.mails";
import type { PaymentRow } from "./payments.repo";
import { refundableUntil, toPayment } from "./payments.view";

/** The learner withdraws within 14 days of paying: recorded, acknowledged, sent to support. */
export async function requestRefund(
  deps: PaymentsDeps,
  row: PaymentRow,
  reason: string | undefined,
  now: Date,
) {
  const { repo, mailer } = deps;
  const until = refundableUntil(row);
  if (!until || until <= now || row.refundRequestedAt) {
    throw new AppError("BAD_REQUEST", { messageKey: "payments.errors.notRefundable" });
  }
  const context = await mailContext(deps, row);
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
      userId: row.userId,
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
}

/** An operator or admin refunds a paid purchase through the provider and ends its pass. */
export async function refund(
  deps: PaymentsDeps,
  row: PaymentRow,
  actor: string,
): Promise<PaymentRow> {
  const { repo, mailer } = deps;
  if (row.status !== "paid" || !row.providerPaymentId) {
    throw new AppError("BAD_REQUEST", { messageKey: "payments.errors.notRefundable" });
  }
  const refundId = await providerOf(deps, "payments.errors.notConfigured").refund(
    row.providerPaymentId,
    `refund-${row.id}`,
  );
  const now = new Date();
  const context = await mailContext(deps, row);
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
}
