import { PLAN_IDS, type PlanId } from "@cc/contracts/payments";
import type { Database } from "@cc/db/database";
import { payments } from "@cc/db/schema/payments";
import { and, count, eq, gte } from "drizzle-orm";

/**
 * When a pass may be called "most popular" (decision 0027, note of 2026-11-26): among the passes
 * paid in the last `windowDays` and not refunded, at least `minPurchases` in all, one plan sold
 * strictly more than every other. Fewer sales, or a tie, and no plan is marked.
 */
export const POPULARITY_RULE = { windowDays: 90, minPurchases: 20 } as const;
/**
 * The passes page reads this on every view; one grouped count per process at most this often.
 * Sales of 90 days move by a few rows in five minutes, and the mark changes only when a plan
 * overtakes the other.
 */
const CACHE_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** The plan that sold most, or null when the counts say nothing (too few, or a tie). */
function mostPopularOf(sold: ReadonlyMap<PlanId, number>): PlanId | null {
  const ranked = PLAN_IDS.map((plan) => ({ plan, n: sold.get(plan) ?? 0 })).sort(
    (a, b) => b.n - a.n,
  );
  const total = ranked.reduce((sum, { n }) => sum + n, 0);
  const [first, second] = ranked;
  if (!first || total < POPULARITY_RULE.minPurchases) return null;
  return second && second.n === first.n ? null : first.plan;
}

/** Reads the recent sales and says which plan is most popular, kept per process for a while. */
export function createPopularPlan(db: Database, now = () => Date.now()) {
  async function load(): Promise<PlanId | null> {
    const since = new Date(now() - POPULARITY_RULE.windowDays * DAY_MS);
    // "paid" only: a refunded purchase has the status "refunded" and counts for nothing.
    const rows = await db
      .select({ plan: payments.plan, n: count() })
      .from(payments)
      .where(and(eq(payments.status, "paid"), gte(payments.paidAt, since)))
      .groupBy(payments.plan);
    const known = rows.filter((row): row is { plan: PlanId; n: number } =>
      (PLAN_IDS as readonly string[]).includes(row.plan),
    );
    return mostPopularOf(new Map(known.map((row) => [row.plan, row.n])));
  }

  let kept: { at: number; value: Promise<PlanId | null> } | undefined;
  return function popularPlan(): Promise<PlanId | null> {
    if (!kept || now() - kept.at >= CACHE_MS) {
      const value = load();
      kept = { at: now(), value };
      // A failed read is not kept: the next view asks again.
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}
