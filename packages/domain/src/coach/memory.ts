import {
  type Card,
  createEmptyCard,
  FSRS6_DEFAULT_DECAY,
  forgetting_curve,
  fsrs,
  type Grade,
  Rating,
  State,
} from "ts-fsrs";

/** One answer of the learner's history, as the coach reads it. Times are epoch milliseconds. */
export interface AnswerEvent {
  questionId: string;
  categoryId: string;
  correct: boolean;
  answeredAt: number;
  /** How long the learner took, when known. */
  timeMs: number | null;
  /**
   * How many options the question showed, where the reader needs it (the learning fit reads the
   * guessing floor from it; absent: DEFAULT_GUESS_CHANCE's three).
   */
  options?: number;
}

/** The memory of one question: an FSRS-6 card. */
export type Memory = Card;

export const DAY_MS = 86_400_000;

// Day-scale reviews only (no learning steps in minutes) and no fuzz: the same history always gives
// the same memory, and a second answer to a question on the same day is just an early review.
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/** Correct answers faster than this were recalled, not worked out: an "easy" review. */
export const FAST_ANSWER_MS = 6_000;
/** Correct answers slower than this were a struggle: a "hard" review. */
export const SLOW_ANSWER_MS = 25_000;

/** Our review grade: a wrong answer is "again"; a right one is graded by how long it took. */
export function reviewGrade(correct: boolean, timeMs: number | null): Grade {
  if (!correct) return Rating.Again;
  if (timeMs === null) return Rating.Good;
  if (timeMs < FAST_ANSWER_MS) return Rating.Easy;
  if (timeMs > SLOW_ANSWER_MS) return Rating.Hard;
  return Rating.Good;
}

/** The memory after one more answer (a missing memory is a question never seen). */
export function review(memory: Memory | undefined, answer: AnswerEvent): Memory {
  const at = new Date(answer.answeredAt);
  const card: Card = memory ?? createEmptyCard<Card>(at);
  return scheduler.next(card, at, reviewGrade(answer.correct, answer.timeMs)).card;
}

/**
 * How our learners' forgetting differs from FSRS-6's defaults (fitted on flash-card decks): a
 * scale on every stability and the curve's decay, both fitted on our learners' answers by
 * fitMemoryAndLearning. The card updates themselves stay FSRS's.
 */
export interface MemoryCalibration {
  stabilityScale: number;
  decay: number;
}

export const FSRS_DEFAULTS: MemoryCalibration = { stabilityScale: 1, decay: FSRS6_DEFAULT_DECAY };

/** The recall chance `elapsedDays` after a review that left stability `stability`. */
export const recallAfter = (
  elapsedDays: number,
  stability: number,
  calibration: MemoryCalibration = FSRS_DEFAULTS,
): number =>
  forgetting_curve(calibration.decay, elapsedDays, stability * calibration.stabilityScale);

/**
 * The chance the learner recalls the question at `now` (the forgetting curve over the exact time
 * since the last review, not whole days). Zero for a question never seen.
 */
export function recall(
  memory: Pick<Memory, "state" | "stability" | "last_review"> | undefined,
  now: number,
  calibration: MemoryCalibration = FSRS_DEFAULTS,
): number {
  if (!memory || memory.state === State.New || !memory.last_review) return 0;
  const elapsedDays = Math.max(0, (now - memory.last_review.getTime()) / DAY_MS);
  return recallAfter(elapsedDays, memory.stability, calibration);
}
