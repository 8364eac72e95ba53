import { DAY_MS } from "./memory";
import { READY_THRESHOLD } from "./readiness";

/** Confidence shown when the trend cannot be estimated (spec section 9). */
export const DEFAULT_PREDICTION_CONFIDENCE = 85;
/** Readiness points a day that count as a real change rather than noise. */
const TREND_POINTS_PER_DAY = 0.5;
/** Only the recent past predicts the near future. */
const TREND_WINDOW_DAYS = 21;

export interface ReadinessPoint {
  at: number;
  score: number;
}

export type Trend = "improving" | "stable" | "needs_attention";

export interface ProgressPrediction {
  readinessScore: number;
  confidence: number;
  /** Days until readiness reaches 90 at the current pace; 0 when ready; null when not rising. */
  estimatedDays: number | null;
  trend: Trend;
  /** Readiness points gained per day over the window (null without enough points). */
  pointsPerDay: number | null;
}

/**
 * The learner's own trend: a least-squares line through their readiness over the last three
 * weeks. With fewer than three points over two days or more there is no trend: confidence is the
 * spec's default. Otherwise confidence is the share of the variation the line explains (R²).
 */
export function predictProgress(
  history: readonly ReadinessPoint[],
  now: number,
): ProgressPrediction {
  const recent = history.filter((p) => p.at <= now && now - p.at <= TREND_WINDOW_DAYS * DAY_MS);
  const current = history.filter((p) => p.at <= now).at(-1)?.score ?? 0;
  const days = recent.map((p) => (p.at - now) / DAY_MS);
  const spanDays = days.length ? Math.max(...days) - Math.min(...days) : 0;
  if (recent.length < 3 || spanDays < 2) {
    return {
      readinessScore: current,
      confidence: DEFAULT_PREDICTION_CONFIDENCE,
      estimatedDays: current >= READY_THRESHOLD ? 0 : null,
      trend: "stable",
      pointsPerDay: null,
    };
  }
  const n = recent.length;
  const meanX = days.reduce((a, b) => a + b, 0) / n;
  const meanY = recent.reduce((a, p) => a + p.score, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  recent.forEach((p, i) => {
    const dx = (days[i] as number) - meanX;
    const dy = p.score - meanY;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  });
  const slope = sxy / sxx;
  const explained = syy === 0 ? 1 : (sxy * sxy) / (sxx * syy);
  const trend: Trend =
    slope > TREND_POINTS_PER_DAY
      ? "improving"
      : slope < -TREND_POINTS_PER_DAY
        ? "needs_attention"
        : "stable";
  const estimatedDays =
    current >= READY_THRESHOLD
      ? 0
      : slope > 0
        ? Math.ceil((READY_THRESHOLD - current) / slope)
        : null;
  return {
    readinessScore: current,
    confidence: Math.round(100 * explained),
    estimatedDays,
    trend,
    pointsPerDay: slope,
  };
}
