import type { Database } from "@cc/db/database";
import { users } from "@cc/db/schema/accounts";
import { paymentEvents, paymentLog, payments } from "@cc/db/schema/payments";
import { and, asc, desc, eq, gte, isNotNull, lt, or, type SQL } from "drizzle-orm";
import { lockLearner } from "../subscriptions/subscriptions.repo";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/**
 * Locks a purchase for a change, its learner's users row first (see lockLearner): account deletion
 * takes that row and then, through its cascades, the purchases, so every change of a purchase
 * takes them in the same order. The account may go between the first read and the locks: the
 * locked row then has no learner (deletion unlinks it), and no pass or mail is given.
 */
async function lockWithLearner(tx: Database, match: SQL | undefined) {
  const [seen] = await tx.select({ userId: payments.userId }).from(payments).where(match);
  if (seen?.userId) await lockLearner(tx, seen.userId);
  const [row] = await tx.select().from(payments).where(match).for("update");
  return row;
}

export function createPaymentsRepo(db: Database) {
  return {
    db,

    async findUser(userId: string, executor: Database = db) {
      const [row] = await executor
        .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Inserts the row of one click, or finds the row an earlier request of that click made. */
    async insertOrFindClick(row: NewPayment & { userId: string }): Promise<PaymentRow> {
      await db.insert(payments).values(row).onConflictDoNothing();
      const [found] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.userId, row.userId), eq(payments.idempotencyKey, row.idempotencyKey)),
        );
      if (!found) throw new Error("payment row vanished after insert");
      return found;
    },

    async find(id: string, executor: Database = db): Promise<PaymentRow | undefined> {
      const [row] = await executor.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /** By our id or by the reference shown to learners (the id's first eight characters). */
    async findByIdOrReference(text: string): Promise<PaymentRow[]> {
      const value = text.trim().toLowerCase().replace(/^cc-/, "");
      if (/^[0-9a-f-]{36}$/.test(value))
        return db.select().from(payments).where(eq(payments.id, value));
      if (!/^[0-9a-f]{8}$/.test(value)) return [];
      // uuid ranges: every id starting with these eight characters.
      return db
        .select()
        .from(payments)
        .where(
          and(
            gte(payments.id, `${value}-0000-0000-0000-000000000000`),
            lt(payments.id, `${value}-ffff-ffff-ffff-ffffffffffff`),
          ),
        );
    },

    /** Locks the row a provider session belongs to (found by session id, else by our id). */
    async lockForSession(
      tx: Database,
      sessionId: string,
      paymentId: string | null,
    ): Promise<PaymentRow | undefined> {
      const match = paymentId
        ? or(eq(payments.providerSessionId, sessionId), eq(payments.id, paymentId))
        : eq(payments.providerSessionId, sessionId);
      return lockWithLearner(tx, match);
    },

    async lock(tx: Database, id: string): Promise<PaymentRow | undefined> {
      return lockWithLearner(tx, eq(payments.id, id));
    },

    async update(executor: Database, id: string, values: Partial<NewPayment>): Promise<void> {
      await executor
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, id));
    },

    /** The purchase that created a pass follows it when a refund moves that pass. */
    async moveAccessEnd(executor: Database, subscriptionId: string, expiresAt: Date) {
      await executor
        .update(payments)
        .set({ accessExpiresAt: expiresAt, updatedAt: new Date() })
        .where(eq(payments.subscriptionId, subscriptionId));
    },

    async listOfUser(userId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(50);
    },

    /** Records a provider event; false when it was applied before (a replay). */
    async recordEvent(tx: Database, event: { id: string; type: string; sessionId: string | null }) {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, type: event.type, providerSessionId: event.sessionId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      return inserted.length === 1;
    },

    async log(
      executor: Database,
      entry: { paymentId: string; actor: string; action: string; detail?: unknown },
    ): Promise<void> {
      await executor.insert(paymentLog).values({ ...entry, detail: entry.detail ?? null });
    },

    async hasLogged(executor: Database, paymentId: string, action: string): Promise<boolean> {
      const [found] = await executor
        .select({ id: paymentLog.id })
        .from(paymentLog)
        .where(and(eq(paymentLog.paymentId, paymentId), eq(paymentLog.action, action)))
        .limit(1);
      return found !== undefined;
    },

    async logOf(paymentId: string) {
      return db
        .select()
        .from(paymentLog)
        .where(eq(paymentLog.paymentId, paymentId))
        .orderBy(asc(paymentLog.at), asc(paymentLog.id));
    },

    /** Paid (and later refunded) purchases of a period, for the accountant. */
    async sales(from: Date, to: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(isNotNull(payments.paidAt), gte(payments.paidAt, from), lt(payments.paidAt, to)))
        .orderBy(asc(payments.paidAt));
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
