import { describe, expect, it } from "vitest";
import { type Pass, planRefund } from "./pass-chain";

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1, 12);
const at = (days: number) => new Date(T0 + days * DAY);

/** Three passes bought back to back on day 0: 14, 30 and 14 days. */
const chain: Pass[] = [
  { id: "first", startsAt: at(0), expiresAt: at(14) },
  { id: "middle", startsAt: at(14), expiresAt: at(44) },
  { id: "last", startsAt: at(44), expiresAt: at(58) },
];

/** The learner's access after a refund: the used part of the refunded pass, then the others. */
function after(passes: Pass[], refundedId: string, now: Date): Pass[] {
  const plan = planRefund(passes, refundedId, now);
  const moved = new Map(plan.moved.map((pass) => [pass.id, pass]));
  return passes
    .map((pass) =>
      pass.id === refundedId ? { ...pass, expiresAt: plan.endsAt } : (moved.get(pass.id) ?? pass),
    )
    .filter((pass) => pass.expiresAt > pass.startsAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** No gap between one pass and the next, from the first to the last. */
const continuous = (passes: Pass[]) =>
  passes.every(
    (pass, i) => i === 0 || pass.startsAt.getTime() === passes[i - 1]?.expiresAt.getTime(),
  );

/** Access left after `now`, summed over passes. */
const leftAfter = (passes: Pass[], now: Date) =>
  passes.reduce(
    (sum, p) =>
      sum + Math.max(0, p.expiresAt.getTime() - Math.max(p.startsAt.getTime(), now.getTime())),
    0,
  );

describe("refunding one pass of a renewal chain", () => {
  it("refunding the running first pass: the next starts now, nothing is lost or given", () => {
    const now = at(5);
    const plan = planRefund(chain, "first", now);
    expect(plan.endsAt).toEqual(now);
    expect(plan.returnedMs).toBe(9 * DAY);
    expect(plan.moved).toEqual([
      { id: "middle", startsAt: at(5), expiresAt: at(35) },
      { id: "last", startsAt: at(35), expiresAt: at(49) },
    ]);
    const remaining = after(chain, "first", now);
    expect(continuous(remaining)).toBe(true);
    expect(leftAfter(remaining, now)).toBe((30 + 14) * DAY);
  });

  it("refunding a middle pass not started yet: the later ones move earlier by its length", () => {
    const now = at(3);
    const plan = planRefund(chain, "middle", now);
    expect(plan.returnedMs).toBe(30 * DAY);
    expect(plan.moved).toEqual([{ id: "last", startsAt: at(14), expiresAt: at(28) }]);
    const remaining = after(chain, "middle", now);
    expect(continuous(remaining)).toBe(true);
    expect(leftAfter(remaining, now)).toBe((11 + 14) * DAY);
  });

  it("refunding the last pass moves nothing", () => {
    const plan = planRefund(chain, "last", at(3));
    expect(plan).toEqual({ endsAt: at(3), returnedMs: 14 * DAY, moved: [] });
  });

  it("refunding the pass running in the middle of the chain: the rest of it goes, the last follows now", () => {
    const now = at(20);
    const plan = planRefund(chain, "middle", now);
    expect(plan.endsAt).toEqual(now);
    expect(plan.returnedMs).toBe(24 * DAY);
    expect(plan.moved).toEqual([{ id: "last", startsAt: at(20), expiresAt: at(34) }]);
    const remaining = after(chain, "middle", now);
    expect(continuous(remaining)).toBe(true);
    expect(leftAfter(remaining, now)).toBe(14 * DAY);
  });

  it("refunding a pass already used up returns no time and moves no pass", () => {
    const plan = planRefund(chain, "first", at(15));
    expect(plan).toEqual({ endsAt: at(14), returnedMs: 0, moved: [] });
  });

  it("leaves passes of an earlier, lapsed chain where they are", () => {
    const passes: Pass[] = [
      { id: "old", startsAt: at(-60), expiresAt: at(-46) },
      { id: "now", startsAt: at(0), expiresAt: at(14) },
      { id: "next", startsAt: at(14), expiresAt: at(28) },
    ];
    expect(planRefund(passes, "now", at(1)).moved.map((p) => p.id)).toEqual(["next"]);
  });

  it("refuses a pass the learner does not hold", () => {
    expect(() => planRefund(chain, "other", at(1))).toThrow(/no pass other/);
  });
});
