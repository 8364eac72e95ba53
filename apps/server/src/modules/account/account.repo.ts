import type { Database } from "@cc/db/database";
import { users } from "@cc/db/schema/accounts";
import { coachInputsChanged } from "@cc/db/schema/coach";
import { sessions } from "@cc/db/schema/sessions";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { LearnerTable } from "./user-data";

/**
 * Locks the learner's sessions, first: every write of a learner's history takes their locks in
 * one order (a finish: its session's row, then the users row; the coach's catch-up: the users
 * row, then its tables), so a reset or a deletion waits for a submit under way instead of
 * deadlocking with it.
 */
const lockSessions = (tx: Database, userId: string) =>
  tx.execute(sql`select 1 from ${sessions} where user_id = ${userId}::uuid for update`);

export function createAccountRepo(db: Database) {
  return {
    async findProfile(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          locale: users.locale,
          passwordHash: users.passwordHash,
          hasCompletedTrial: users.hasCompletedTrial,
          examDate: users.examDate,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async eraseLearningHistory(userId: string, tables: readonly LearnerTable[]): Promise<void> {
      await db.transaction(async (tx) => {
        await lockSessions(tx, userId);
        // What the coach computed from the history is gone with it, also in a read under way.
        await tx.execute(coachInputsChanged(userId));
        for (const { table, userId: column } of tables) {
          await tx.delete(table).where(eq(column, userId));
        }
      });
    },

    /** Keeps the first request's time when the learner asks again. */
    async markDeletionRequested(userId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ deletionRequestedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.deletionRequestedAt)));
    },

    /**
     * One delete (after the sessions' lock, the order a submit takes them): the cascades take
     * tokens, reset links, subscriptions, queued mails and the learning history with the account
     * (account.test.ts checks that every table referencing users cascades). The delete locks the
     * users row before its cascades reach the purchases, the order every change of a purchase
     * follows too (lockLearner).
     */
    async deleteUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockSessions(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
