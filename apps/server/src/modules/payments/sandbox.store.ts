import type { Database } from "@cc/db/database";
import { sandboxCheckouts } from "@cc/db/schema/payments";
import { eq } from "drizzle-orm";
import type { LedgerRecord } from "./checkout-ledger";

/** The sandbox's checkouts in the database: one row per Checkout Session. */
export function createSandboxStore(db: Database) {
  const read = (rows: { state: unknown }[]) => rows[0]?.state as LedgerRecord | undefined;
  return {
    db,

    /** The session's record; `lock` holds it until the caller's transaction ends. */
    async bySession(executor: Database, sessionId: string, lock = false) {
      const query = executor
        .select({ state: sandboxCheckouts.state })
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.sessionId, sessionId));
      return read(await (lock ? query.for("update") : query));
    },

    async byIdempotencyKey(key: string) {
      return read(
        await db
          .select({ state: sandboxCheckouts.state })
          .from(sandboxCheckouts)
          .where(eq(sandboxCheckouts.idempotencyKey, key)),
      );
    },

    async byPaymentIntent(paymentIntentId: string) {
      return read(
        await db
          .select({ state: sandboxCheckouts.state })
          .from(sandboxCheckouts)
          .where(eq(sandboxCheckouts.paymentIntentId, paymentIntentId)),
      );
    },

    /** Inserts a new session; false when another request of the same key got there first. */
    async insert(record: LedgerRecord): Promise<boolean> {
      const inserted = await db
        .insert(sandboxCheckouts)
        .values({
          sessionId: record.session.id,
          idempotencyKey: record.idempotencyKey,
          paymentIntentId: record.intent?.id ?? null,
          state: record,
        })
        .onConflictDoNothing()
        .returning({ id: sandboxCheckouts.sessionId });
      return inserted.length === 1;
    },

    async update(executor: Database, record: LedgerRecord): Promise<void> {
      await executor
        .update(sandboxCheckouts)
        .set({ paymentIntentId: record.intent?.id ?? null, state: record, updatedAt: new Date() })
        .where(eq(sandboxCheckouts.sessionId, record.session.id));
    },
  };
}
