import type { SubscriptionStatus } from "@cc/contracts/user";
import type { Database } from "@cc/db/database";
import { type MovedPass, planRefund } from "@cc/domain/pass-chain";
import type { SubscriptionRow, SubscriptionsRepo } from "./subscriptions.repo";

const DAY_MS = 86_400_000;

export interface SubscriptionState {
  status: SubscriptionStatus;
  plan: string | null;
  /** Start of the uninterrupted access period (renewals included). */
  startedAt: Date | null;
  expiresAt: Date | null;
  /** Whole days left, counting a started day: 0 once expired, null without any subscription. */
  daysRemaining: number | null;
}

/**
 * A learner's access from their (non-revoked) subscription rows. Renewals chain rows end to start,
 * so the period in force runs from the first row of its chain to the last one.
 */
export function describeSubscription(
  rows: readonly SubscriptionRow[],
  now: Date,
): SubscriptionState {
  const current = rows.find((row) => row.startsAt <= now && row.expiresAt > now);
  if (current) {
    let { startsAt: startedAt, expiresAt } = current;
    for (let extended = true; extended; ) {
      extended = false;
      for (const row of rows) {
        if (row.startsAt < startedAt && row.expiresAt >= startedAt) {
          startedAt = row.startsAt;
          extended = true;
        }
        if (row.startsAt <= expiresAt && row.expiresAt > expiresAt) {
          expiresAt = row.expiresAt;
          extended = true;
        }
      }
    }
    const latest = rows.reduce((a, b) => (b.expiresAt > a.expiresAt ? b : a));
    return {
      status: "active",
      plan: latest.plan,
      startedAt,
      expiresAt,
      daysRemaining: Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS),
    };
  }
  const past = rows.filter((row) => row.expiresAt <= now);
  if (past.length === 0) {
    return { status: "none", plan: null, startedAt: null, expiresAt: null, daysRemaining: null };
  }
  const last = past.reduce((a, b) => (b.expiresAt > a.expiresAt ? b : a));
  return {
    status: "expired",
    plan: last.plan,
    startedAt: last.startsAt,
    expiresAt: last.expiresAt,
    daysRemaining: 0,
  };
}

export function createSubscriptionsService(repo: SubscriptionsRepo) {
  /**
   * The same grant inside the caller's transaction (a payment's activation), answering the new
   * row's id too so that a refund can end exactly this pass.
   */
  async function grantIn(
    executor: Database,
    userId: string,
    days: number,
    source: "operator" | "payment",
    now = new Date(),
  ): Promise<{ state: SubscriptionState; subscriptionId: string }> {
    return repo.withUserLocked(
      userId,
      async (tx) => {
        const before = describeSubscription(await repo.listValid(userId, tx), now);
        const startsAt =
          before.status === "active" && before.expiresAt ? before.expiresAt : new Date(now);
        const row = {
          plan: `${days}-days`,
          startsAt,
          expiresAt: new Date(startsAt.getTime() + days * DAY_MS),
        };
        const subscriptionId = await repo.insert(tx, { ...row, userId, source });
        return {
          state: describeSubscription(await repo.listValid(userId, tx), now),
          subscriptionId,
        };
      },
      executor,
    );
  }

  return {
    async state(userId: string, now = new Date()): Promise<SubscriptionState> {
      return describeSubscription(await repo.listValid(userId), now);
    },

    /**
     * Adds `days` of access. A renewal starts when the access in force ends (or now, if none is),
     * so paying early never loses days.
     */
    async grant(
      userId: string,
      days: number,
      source: "operator" | "payment",
      now = new Date(),
    ): Promise<SubscriptionState> {
      return (await grantIn(repo.db, userId, days, source, now)).state;
    },

    grantIn,

    /**
     * Ends one refunded pass inside the caller's transaction, under the learner's lock, and moves
     * the passes chained after it earlier by the time it had left (`planRefund`), so access stays
     * continuous. Answers the passes that moved, with their new dates.
     */
    async refundPass(
      executor: Database,
      userId: string,
      subscriptionId: string,
      now = new Date(),
    ): Promise<MovedPass[]> {
      return repo.withUserLocked(
        userId,
        async (tx) => {
          const passes = await repo.listPasses(userId, tx);
          if (!passes.some((pass) => pass.id === subscriptionId)) return [];
          const plan = planRefund(passes, subscriptionId, now);
          await repo.revokeById(tx, subscriptionId, now);
          for (const pass of plan.moved) await repo.moveDates(tx, pass);
          return plan.moved;
        },
        executor,
      );
    },

    /** Ends access now: unexpired rows are revoked (they no longer count at all). */
    async revoke(userId: string, now = new Date()): Promise<number> {
      return repo.revokeUnexpired(userId, now);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
