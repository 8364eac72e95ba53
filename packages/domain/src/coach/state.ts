import {
  type AbilityEvidence,
  addEvidence,
  type CategoryTally,
  DEFAULT_GUESS_CHANCE,
  guessChance,
} from "./ability";
import { addQuestionEvidence, type QuestionEvidence } from "./difficulty";
import {
  type AnswerEvent,
  DAY_MS,
  FSRS_DEFAULTS,
  type Memory,
  type MemoryCalibration,
  recallAfter,
  review,
} from "./memory";

/** An answer as the coach reads it in hindsight: with the memory of the question just before it. */
export interface RecordedAnswer {
  categoryId: string;
  correct: boolean;
  answeredAt: number;
  /** Days since the previous answer to the question and the stability it left; null the first time. */
  before: { elapsedDays: number; stability: number } | null;
  /** The question's guessing floor (one in its number of options). */
  guess: number;
}

/** What recall needs of a memory (what a read of the stored state fetches). */
export type Recollection = Pick<Memory, "state" | "stability" | "last_review">;

/** The state as readiness and practice read it. */
export interface AssessedState {
  memories: ReadonlyMap<string, Recollection>;
  tallies: ReadonlyMap<string, CategoryTally>;
  /** Per question, the part of its category's evidence it gave (read against its offset). */
  evidence: ReadonlyMap<string, QuestionEvidence>;
  answered: number;
}

/**
 * What the coach keeps of a learner's history: one memory per question and, per category, the
 * running sums of what the answers told of the ability (and per question its share of them). Both are folds over the answers in time
 * order, so the state can be stored and extended one session at a time, giving the very numbers
 * a replay of the whole history gives.
 */
export interface LearnerState extends AssessedState {
  memories: Map<string, Memory>;
  tallies: Map<string, CategoryTally>;
  evidence: Map<string, QuestionEvidence>;
  answered: number;
}

export const emptyLearnerState = (): LearnerState => ({
  memories: new Map(),
  tallies: new Map(),
  evidence: new Map(),
  answered: 0,
});

/**
 * Adds one answer (answers must come in the order they were given). Updates `state` in place and
 * returns the answer with the memory it found. The ability evidence is weighed with `calibration`
 * (the population's, see fitMemoryAndLearning), so a new calibration means rebuilding the state.
 */
export function recordAnswer(
  state: LearnerState,
  answer: AnswerEvent,
  calibration: MemoryCalibration = FSRS_DEFAULTS,
): RecordedAnswer {
  const memory = state.memories.get(answer.questionId);
  const recorded: RecordedAnswer = {
    categoryId: answer.categoryId,
    correct: answer.correct,
    answeredAt: answer.answeredAt,
    guess: answer.options ? guessChance(answer.options) : DEFAULT_GUESS_CHANCE,
    before: memory?.last_review
      ? {
          elapsedDays: (answer.answeredAt - memory.last_review.getTime()) / DAY_MS,
          stability: memory.stability,
        }
      : null,
  };
  const [evidence] = abilityEvidence([recorded], calibration) as [AbilityEvidence];
  state.tallies.set(answer.categoryId, addEvidence(state.tallies.get(answer.categoryId), evidence));
  state.evidence.set(
    answer.questionId,
    addQuestionEvidence(state.evidence.get(answer.questionId), evidence.weight, answer.answeredAt),
  );
  state.memories.set(answer.questionId, review(memory, answer));
  state.answered++;
  return recorded;
}

/** Answers in the order they were given (a stable sort by time). */
export const inTimeOrder = <T extends { answeredAt: number }>(answers: readonly T[]): T[] =>
  [...answers].sort((a, b) => a.answeredAt - b.answeredAt);

/** The state after a whole history, in any order (sorted by time here). */
export function learnerState(
  answers: readonly AnswerEvent[],
  calibration: MemoryCalibration = FSRS_DEFAULTS,
): LearnerState {
  const state = emptyLearnerState();
  for (const answer of inTimeOrder(answers)) recordAnswer(state, answer, calibration);
  return state;
}

/** Every answer of a history with the memory it found (for fitting the population's model). */
export function recordedAnswers(answers: readonly AnswerEvent[]): RecordedAnswer[] {
  const state = emptyLearnerState();
  return inTimeOrder(answers).map((answer) => recordAnswer(state, answer));
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
