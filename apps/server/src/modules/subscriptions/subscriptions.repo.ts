import type { Database } from "@cc/db/database";
import { subscriptions, users } from "@cc/db/schema/accounts";
import type { Pass } from "@cc/domain/pass-chain";
import { and, desc, eq, gt, isNull } from "drizzle-orm";

export interface SubscriptionRow {
  plan: string;
  startsAt: Date;
  expiresAt: Date;
}

/**
 * Locks the learner's users row until the transaction ends. Every transaction that changes both a
 * learner's access or purchases and could meet their account's deletion takes this lock first:
 * deletion locks the same row (its DELETE) before its cascades reach subscriptions and payments,
 * so the two wait for each other instead of deadlocking (PostgreSQL would end one with 40P01).
 */
export async function lockLearner(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export function createSubscriptionsRepo(db: Database) {
  return {
    /** The database this repo writes to when no transaction is passed. */
    db,

    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id;
    },

    /** Rows that count (not revoked), latest expiry first. */
    async listValid(userId: string, executor: Database = db): Promise<SubscriptionRow[]> {
      return executor
        .select({
          plan: subscriptions.plan,
          startsAt: subscriptions.startsAt,
          expiresAt: subscriptions.expiresAt,
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.revokedAt)))
        .orderBy(desc(subscriptions.expiresAt));
    },

    /** The passes that count, with their ids, for rules that move them (a refund). */
    async listPasses(userId: string, executor: Database): Promise<Pass[]> {
      return executor
        .select({
          id: subscriptions.id,
          startsAt: subscriptions.startsAt,
          expiresAt: subscriptions.expiresAt,
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.revokedAt)));
    },

    async moveDates(executor: Database, pass: Pass): Promise<void> {
      await executor
        .update(subscriptions)
        .set({ startsAt: pass.startsAt, expiresAt: pass.expiresAt })
        .where(eq(subscriptions.id, pass.id));
    },

    /**
     * Runs `work` while holding the learner's row lock, so two grants at the same moment (a
     * double-clicked payment, two operators) extend one after the other instead of overlapping.
     */
    async withUserLocked<T>(
      userId: string,
      work: (tx: Database) => Promise<T>,
      executor: Database = db,
    ): Promise<T> {
      return executor.transaction(async (tx) => {
        await lockLearner(tx, userId);
        return work(tx);
      });
    },

    async insert(
      executor: Database,
      row: SubscriptionRow & { userId: string; source: "operator" | "payment" },
    ): Promise<string> {
      const [inserted] = await executor
        .insert(subscriptions)
        .values(row)
        .returning({ id: subscriptions.id });
      if (!inserted) throw new Error("subscription insert returned no row");
      return inserted.id;
    },

    /** Ends one row now (a refunded purchase), whatever is left of it. */
    async revokeById(executor: Database, id: string, now: Date): Promise<void> {
      await executor
        .update(subscriptions)
        .set({ revokedAt: now })
        .where(and(eq(subscriptions.id, id), isNull(subscriptions.revokedAt)));
    },

    /** Revokes what is not over yet; returns how many rows that was. */
    async revokeUnexpired(userId: string, now: Date): Promise<number> {
      const revoked = await db
        .update(subscriptions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(subscriptions.userId, userId),
            isNull(subscriptions.revokedAt),
            gt(subscriptions.expiresAt, now),
          ),
        )
        .returning({ id: subscriptions.id });
      return revoked.length;
    },
  };
}
export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
