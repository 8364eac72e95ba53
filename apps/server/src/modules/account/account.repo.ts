import type { Database } from "@cc/db/database";
import { users } from "@cc/db/schema/accounts";
import { coachInputsChanged } from "@cc/db/schema/coach";
import { and, eq, isNull } from "drizzle-orm";
import type { LearnerTable } from "./user-data";

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
        for (const { table, userId: column } of tables) {
          await tx.delete(table).where(eq(column, userId));
        }
        // What the coach computed from the history is gone with it, also in a read under way.
        await tx.execute(coachInputsChanged(userId));
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
     * One statement, so one transaction: the cascades take tokens, reset links, subscriptions,
     * queued mails and the learning history with the account (account.test.ts checks that every
     * table referencing users cascades). It locks the users row before its cascades reach the
     * purchases, the order every change of a purchase follows too (lockLearner).
     */
    async deleteUser(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
