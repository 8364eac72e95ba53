import type { FirstAttempt } from "./ability";
import { type AnswerEvent, type Memory, review } from "./memory";

/** What the coach keeps of a learner's history: one memory per question, and first attempts. */
export interface LearnerState {
  memories: Map<string, Memory>;
  firstAttempts: FirstAttempt[];
  answered: number;
}

export const emptyLearnerState = (): LearnerState => ({
  memories: new Map(),
  firstAttempts: [],
  answered: 0,
});

/** Adds one answer (answers must come in the order they were given). Updates `state` in place. */
export function recordAnswer(state: LearnerState, answer: AnswerEvent): void {
  const memory = state.memories.get(answer.questionId);
  if (!memory) {
    state.firstAttempts.push({
      categoryId: answer.categoryId,
      correct: answer.correct,
      answeredAt: answer.answeredAt,
    });
  }
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
