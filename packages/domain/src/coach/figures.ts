import { DAY_MS, FSRS_DEFAULTS, type MemoryCalibration, recall } from "./memory";
import type { ProgressPrediction } from "./prediction";
import type { Recollection } from "./state";

/** A question is mastered while the learner recalls it now with at least this chance… */
export const MASTERED_RECALL = 0.9;
/** …and its memory is stable for at least this many days (not just answered an hour ago). */
export const MASTERED_STABILITY_DAYS = 21;
/** The readiness steps the prediction counts down to; 90 is "exam-ready". */
export const MILESTONES = [50, 75, 90] as const;

/**
 * Questions mastered now: recall ≥ MASTERED_RECALL and FSRS stability ≥ MASTERED_STABILITY_DAYS
 * (stability is the days until recall falls to 90 %, so these stay remembered for weeks).
 */
export function questionsMastered(
  memories: ReadonlyMap<string, Recollection>,
  now: number,
  calibration: MemoryCalibration = FSRS_DEFAULTS,
): number {
  let mastered = 0;
  for (const memory of memories.values()) {
    if (
      memory.stability * calibration.stabilityScale >= MASTERED_STABILITY_DAYS &&
      recall(memory, now, calibration) >= MASTERED_RECALL
    ) {
      mastered++;
    }
  }
  return mastered;
}

export interface Milestone {
  target: number;
  reached: boolean;
  /** Days to reach it at the learner's current pace; null when reached or not rising. */
  estimatedDays: number | null;
}

/** The readiness milestones, each reached or with the days left at the current trend. */
export function milestones(prediction: ProgressPrediction): Milestone[] {
  const { readinessScore: current, pointsPerDay } = prediction;
  return MILESTONES.map((target) => {
    const reached = current >= target;
    const rising = pointsPerDay !== null && pointsPerDay > 0;
    return {
      target,
      reached,
      estimatedDays: reached || !rising ? null : Math.ceil((target - current) / pointsPerDay),
    };
  });
}

export interface DailyGoal {
  target: number;
  done: number;
  met: boolean;
}

/** Today's goal: the study plan's questions per day against the answers given today. */
export const dailyGoal = (questionsPerDay: number, answeredToday: number): DailyGoal => ({
  target: questionsPerDay,
  done: answeredToday,
  met: answeredToday >= questionsPerDay,
});

/** The days with answers among the last `days` days up to `now`, newest first. */
export function recentDays<T extends { day: string }>(
  activity: readonly T[],
  now: number,
  days: number,
): T[] {
  const first = new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return activity.filter((a) => a.day >= first).reverse();
}
