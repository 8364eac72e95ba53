import type { AbilityEvidence } from "./ability";
import {
  type AnswerEvent,
  DAY_MS,
  FSRS_DEFAULTS,
  type Memory,
  type MemoryCalibration,
  recallAfter,
  review,
} from "./memory";

/** An answer as the coach keeps it: with the memory of the question just before it. */
export interface RecordedAnswer {
  categoryId: string;
  correct: boolean;
  answeredAt: number;
  /** Days since the previous answer to the question and the stability it left; null the first time. */
  before: { elapsedDays: number; stability: number } | null;
}

/** What the coach keeps of a learner's history: one memory per question, and every answer. */
export interface LearnerState {
  memories: Map<string, Memory>;
  answers: RecordedAnswer[];
  answered: number;
}

export const emptyLearnerState = (): LearnerState => ({
  memories: new Map(),
  answers: [],
  answered: 0,
});

/** Adds one answer (answers must come in the order they were given). Updates `state` in place. */
export function recordAnswer(state: LearnerState, answer: AnswerEvent): void {
  const memory = state.memories.get(answer.questionId);
  state.answers.push({
    categoryId: answer.categoryId,
    correct: answer.correct,
    answeredAt: answer.answeredAt,
    before: memory?.last_review
      ? {
          elapsedDays: (answer.answeredAt - memory.last_review.getTime()) / DAY_MS,
          stability: memory.stability,
        }
      : null,
  });
  state.memories.set(answer.questionId, review(memory, answer));
  state.answered++;
}

/** The state after a whole history, in any order (sorted by time here). */
export function learnerState(answers: readonly AnswerEvent[]): LearnerState {
  const state = emptyLearnerState();
  for (const answer of [...answers].sort((a, b) => a.answeredAt - b.answeredAt)) {
    recordAnswer(state, answer);
  }
  return state;
}

/** What the learner's answers tell of their abilities (see AbilityEvidence). */
export function abilityEvidence(
  answers: readonly RecordedAnswer[],
  calibration: MemoryCalibration = FSRS_DEFAULTS,
): AbilityEvidence[] {
  return answers.map((answer) => {
    const r = answer.before
      ? recallAfter(answer.before.elapsedDays, answer.before.stability, calibration)
      : 0;
    return {
      categoryId: answer.categoryId,
      answeredAt: answer.answeredAt,
      weight: 1 - r,
      right: (answer.correct ? 1 : 0) - r,
    };
  });
}
