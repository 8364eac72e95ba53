/** How sure the coach can be of a readiness figure, to say it in words (never false precision). */
export type Certainty = "none" | "rough" | "fair" | "firm";

/** Answers below which a figure is only a first impression. */
const FEW_ANSWERS = 60;

/**
 * From the figure's range (10th-90th percentile) and the answers behind it: no answers, a wide
 * range or few answers -> rough; a range under 10 points -> firm.
 */
export function certaintyOf(readiness: { low: number; high: number; answered: number }): Certainty {
  if (readiness.answered === 0) return "none";
  const spread = readiness.high - readiness.low;
  if (readiness.answered < FEW_ANSWERS || spread >= 30) return "rough";
  return spread < 10 ? "firm" : "fair";
}
