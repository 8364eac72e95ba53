/** One pass a learner holds: renewals start where the access in force ends, so passes chain. */
export interface Pass {
  id: string;
  startsAt: Date;
  expiresAt: Date;
}

/** A pass whose dates a refund changes. */
export interface MovedPass {
  id: string;
  startsAt: Date;
  expiresAt: Date;
}

export interface RefundPlan {
  /** When the refunded pass stops counting (it is revoked at that moment). */
  endsAt: Date;
  /** The refunded pass's time not yet used, which the passes after it move earlier by. */
  returnedMs: number;
  /** The passes after the refunded one, with their new dates (earlier by `returnedMs`). */
  moved: MovedPass[];
}

/**
 * What refunding one pass does to a learner's passes: the refunded pass stops now, and every pass
 * chained after it moves earlier by the time it had left, so access stays continuous and what is
 * left equals the sum of the remaining passes. A pass already used up returns nothing and moves
 * nothing; a pass not started yet returns its whole length.
 */
export function planRefund(passes: readonly Pass[], refundedId: string, now: Date): RefundPlan {
  const refunded = passes.find((pass) => pass.id === refundedId);
  if (!refunded) throw new Error(`no pass ${refundedId}`);
  const unusedFrom = Math.max(refunded.startsAt.getTime(), now.getTime());
  const returnedMs = Math.max(0, refunded.expiresAt.getTime() - unusedFrom);
  const endsAt = new Date(Math.min(refunded.expiresAt.getTime(), now.getTime()));
  if (returnedMs === 0) return { endsAt, returnedMs, moved: [] };
  // Grants start at the end of the access in force or now, so any pass starting at or after the
  // refunded one's end has not started yet and belongs to its chain.
  const moved = passes
    .filter((pass) => pass.id !== refundedId && pass.startsAt >= refunded.expiresAt)
    .map((pass) => ({
      id: pass.id,
      startsAt: new Date(pass.startsAt.getTime() - returnedMs),
      expiresAt: new Date(pass.expiresAt.getTime() - returnedMs),
    }));
  return { endsAt, returnedMs, moved };
}
