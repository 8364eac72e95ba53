import type { Database } from "@cc/db/database";
import {
  authTokens,
  oauthStates,
  passwordResets,
  subscriptions,
  users,
} from "@cc/db/schema/accounts";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  googleSubject: string | null;
  locale: string;
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  googleSubject: users.googleSubject,
  locale: users.locale,
};

/** Both drivers report PostgreSQL's error code, possibly wrapped in Drizzle's query error. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
  return code(error) === "23505" || code((error as { cause?: unknown })?.cause) === "23505";
}

export function createAuthRepo(db: Database) {
  // Every signed-in request runs this lookup, so it is prepared once: built once here, and parsed
  // and planned once per connection by PostgreSQL, instead of on every request.
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  const findSession = db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      id: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      hasActiveSubscription: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, users.id),
            isNull(subscriptions.revokedAt),
            lte(subscriptions.startsAt, now),
            gt(subscriptions.expiresAt, now),
          ),
        )})`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.tokenHash, sql.placeholder("tokenHash")), gt(authTokens.expiresAt, now)),
    )
    .prepare("auth_find_session");

  return {
    /** Runs `work` in one transaction; pass the `tx` it gets to the methods that accept one. */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email));
      return row;
    },

    async findByGoogleSubject(subject: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(eq(users.googleSubject, subject));
      return row;
    },

    /** Throws a unique violation (see isUniqueViolation) when the e-mail is taken. */
    async createUser(account: {
      name: string;
      email: string;
      passwordHash: string | null;
      googleSubject: string | null;
      locale: string;
    }): Promise<AccountRow> {
      const [row] = await db.insert(users).values(account).returning(accountColumns);
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async update(
      userId: string,
      changes: Partial<Pick<AccountRow, "locale" | "passwordHash" | "googleSubject">>,
      executor: Database = db,
    ): Promise<void> {
      await executor
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async insertToken(token: {
      userId: string;
      tokenHash: string;
      remember: boolean;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(authTokens).values(token);
    },

    async deleteExpiredTokens(userId: string, now: Date): Promise<void> {
      await db
        .delete(authTokens)
        .where(and(eq(authTokens.userId, userId), lte(authTokens.expiresAt, now)));
    },

    /** The learner behind an unexpired token, with whether a subscription is active right now. */
    async findSession(tokenHash: string, now: Date) {
      const [row] = await findSession.execute({ tokenHash, now: now.toISOString() });
      return row;
    },

    async touchToken(tokenId: string, now: Date): Promise<void> {
      await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, tokenId));
    },

    async deleteToken(tokenId: string): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.id, tokenId));
    },

    async deleteTokensOf(userId: string, executor: Database = db): Promise<void> {
      await executor.delete(authTokens).where(eq(authTokens.userId, userId));
    },

    async insertPasswordReset(
      executor: Database,
      reset: { userId: string; tokenHash: string; expiresAt: Date },
    ): Promise<void> {
      await executor.insert(passwordResets).values(reset);
    },

    /** An unused, unexpired reset for this token and address. */
    async findUsableReset(tokenHash: string, email: string, now: Date) {
      const [row] = await db
        .select({ id: passwordResets.id, userId: passwordResets.userId })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            eq(users.email, email),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        );
      return row;
    },

    /**
     * Marks the reset used, unless a concurrent request did first (then false). The learner's
     * other reset links go too: one new password per mailbox visit.
     */
    async consumeReset(executor: Database, resetId: string, userId: string, now: Date) {
      const [used] = await executor
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (!used) return false;
      await executor
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      return true;
    },

    async insertOAuthState(state: {
      stateHash: string;
      codeVerifier: string;
      redirectTo: string | null;
      expiresAt: Date;
    }): Promise<void> {
      // Attempts that were never finished are swept here rather than by a timer.
      await db.delete(oauthStates).where(lte(oauthStates.expiresAt, new Date()));
      await db.insert(oauthStates).values(state);
    },

    /** Takes (deletes and returns) a sign-in attempt: each state works once. */
    async takeOAuthState(stateHash: string) {
      const [row] = await db
        .delete(oauthStates)
        .where(eq(oauthStates.stateHash, stateHash))
        .returning();
      return row;
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
