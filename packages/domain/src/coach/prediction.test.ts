import { describe, expect, it } from "vitest";
import { DAY_MS } from "./memory";
import { DEFAULT_PREDICTION_CONFIDENCE, predictProgress } from "./prediction";

const NOW = Date.UTC(2026, 10, 20, 12);
const daysAgo = (d: number, score: number) => ({ at: NOW - d * DAY_MS, score });

describe("progress prediction", () => {
  it("uses the default confidence when there is no trend to read", () => {
    const prediction = predictProgress([daysAgo(1, 40), daysAgo(0, 45)], NOW);
    expect(prediction).toMatchObject({
      readinessScore: 45,
      confidence: DEFAULT_PREDICTION_CONFIDENCE,
      estimatedDays: null,
      trend: "stable",
    });
  });

  it("projects a steady rise to 90 (5 points a day from 60: 6 days)", () => {
    const prediction = predictProgress(
      [daysAgo(4, 40), daysAgo(3, 45), daysAgo(2, 50), daysAgo(1, 55), daysAgo(0, 60)],
      NOW,
    );
    expect(prediction.pointsPerDay).toBeCloseTo(5, 10);
    expect(prediction.estimatedDays).toBe(6);
    expect(prediction.confidence).toBe(100);
    expect(prediction.trend).toBe("improving");
  });

  it("flags a fall, gives no date, and ignores points older than three weeks or in the future", () => {
    const prediction = predictProgress(
      [daysAgo(40, 0), daysAgo(6, 70), daysAgo(3, 60), daysAgo(0, 52), daysAgo(-2, 99)],
      NOW,
    );
    expect(prediction.trend).toBe("needs_attention");
    expect(prediction.estimatedDays).toBeNull();
    expect(prediction.readinessScore).toBe(52);
  });

  it("says 0 days once ready", () => {
    expect(predictProgress([daysAgo(0, 93)], NOW).estimatedDays).toBe(0);
  });
});
