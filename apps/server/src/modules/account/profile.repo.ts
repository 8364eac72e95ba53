import type { Database } from "@cc/db/database";
import { authTokens, emailChanges, subscriptions, users } from "@cc/db/schema/accounts";
import { and, eq, getTableName, gt, isNull, ne, sql } from "drizzle-orm";
import type { LearnerTable } from "./user-data";

/** The learner changing their own account: name, language, password, e-mail; their data export. */
export function createProfileRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction(work),

    async update(
      userId: string,
      changes: Partial<{ name: string; locale: string; passwordHash: string; email: string }>,
      executor: Database = db,
    ): Promise<void> {
      await executor
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async emailInUse(email: string, executor: Database = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      return row !== undefined;
    },

    /** Ends every sign-in of the learner but the one making the request. */
    async endOtherSignIns(userId: string, keepTokenId: string, executor: Database = db) {
      await executor
        .delete(authTokens)
        .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId)));
    },

    async insertEmailChange(
      executor: Database,
      change: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
    ): Promise<void> {
      // A new request replaces any earlier one still open.
      await executor
        .delete(emailChanges)
        .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
      await executor.insert(emailChanges).values(change);
    },

    /** The open, unexpired change a link's hash names, marked used in the same step. */
    async takeEmailChange(executor: Database, tokenHash: string, now: Date) {
      const [row] = await executor
        .update(emailChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChanges.tokenHash, tokenHash),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      return row;
    },

    /** Everything kept about the learner, table by table (the GDPR right of access). */
    async exportOf(userId: string, learningHistory: readonly LearnerTable[]) {
      const [account] = await db
        .select({
          name: users.name,
          email: users.email,
          locale: users.locale,
          // Whether, never what: no hash or provider id leaves the database.
          signs_in_with_password: sql<boolean>`${users.passwordHash} is not null`,
          google_account_linked: sql<boolean>`${users.googleSubject} is not null`,
          has_completed_trial: users.hasCompletedTrial,
          exam_date: users.examDate,
          deletion_requested_at: users.deletionRequestedAt,
          created_at: users.createdAt,
          updated_at: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      const passes = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      const signIns = await db
        .select({
          created_at: authTokens.createdAt,
          expires_at: authTokens.expiresAt,
          last_used_at: authTokens.lastUsedAt,
          remember: authTokens.remember,
        })
        .from(authTokens)
        .where(eq(authTokens.userId, userId));
      const learning: Record<string, unknown[]> = {};
      for (const { table, userId: column } of learningHistory) {
        learning[getTableName(table)] = await db.select().from(table).where(eq(column, userId));
      }
      return { account, passes, signIns, learning };
    },
  };
}
export type ProfileRepo = ReturnType<typeof createProfileRepo>;
