/**
 * How hard a question is, as the population finds it: a logit offset from its category, read from
 * every learner's first attempts and shrunk to the category (offset 0) while they are few. A
 * learner's category ability is read net of the offsets of the questions they answered, and each
 * question of the pool is predicted from ability + its offset (decision "difficulty-aware ability").
 */
import {
  clampP,
  DEFAULT_POPULATION_RATE,
  guessChance,
  halvings,
  knowledgeOf,
  logit,
  type PopulationRates,
  rightOf,
} from "./ability";

/** Logit offset of each question from its category's first-attempt rate (absent: 0). */
export type QuestionOffsets = Readonly<Record<string, number>>;

/** What the population fit (coach:refit) gives the model. */
export interface Population {
  /** First-attempt accuracy per category: the prior of a new learner. */
  rates: PopulationRates;
  offsets: QuestionOffsets;
}

/** How many first attempts the category's rate weighs in a question's own rate. */
export const QUESTION_PRIOR_WEIGHT = 10;

/** All learners' first attempts at one question. */
export interface QuestionFirstAttempts {
  questionId: string;
  categoryId: string;
  attempts: number;
  right: number;
  /** How many options it shows (its guessing floor is one in that many). */
  options: number;
}

/** First-attempt accuracy per category, summed over its questions. */
export function categoryRates(questions: readonly QuestionFirstAttempts[]): PopulationRates {
  const sums = new Map<string, { right: number; attempts: number }>();
  for (const q of questions) {
    const sum = sums.get(q.categoryId) ?? { right: 0, attempts: 0 };
    sum.right += q.right;
    sum.attempts += q.attempts;
    sums.set(q.categoryId, sum);
  }
  return Object.fromEntries(
    [...sums].filter(([, s]) => s.attempts > 0).map(([id, s]) => [id, s.right / s.attempts]),
  );
}

/**
 * The population's model: per category its rate, per question an offset on the knowing part.
 * With g_q one in the question's number of options and ḡ the category's mean floor over its
 * first attempts, the category's knowing part is k = (rate - ḡ) / (1 - ḡ); a question's own rate
 * is shrunk towards what k gives on it, r_q = g_q + (1 - g_q) k, weighing M =
 * QUESTION_PRIOR_WEIGHT attempts, and its offset is logit of its own knowing part minus logit k:
 * offset = logit(((right + M r_q) / (attempts + M) - g_q) / (1 - g_q)) - logit(k),
 * so a question nobody has tried yet is as hard as its category, whatever its options.
 */
export function fitPopulation(questions: readonly QuestionFirstAttempts[]): Population {
  const rates = categoryRates(questions);
  const floors = new Map<string, { guess: number; attempts: number }>();
  for (const q of questions) {
    const floor = floors.get(q.categoryId) ?? { guess: 0, attempts: 0 };
    floor.guess += q.attempts * guessChance(q.options);
    floor.attempts += q.attempts;
    floors.set(q.categoryId, floor);
  }
  const offsets: Record<string, number> = {};
  for (const q of questions) {
    const floor = floors.get(q.categoryId);
    const meanGuess = floor?.attempts ? floor.guess / floor.attempts : guessChance(q.options);
    const knowing = knowledgeOf(clampP(rates[q.categoryId] ?? DEFAULT_POPULATION_RATE), meanGuess);
    const guess = guessChance(q.options);
    const prior = rightOf(knowing, guess);
    const own = (q.right + QUESTION_PRIOR_WEIGHT * prior) / (q.attempts + QUESTION_PRIOR_WEIGHT);
    offsets[q.questionId] = logit(knowledgeOf(own, guess)) - logit(knowing);
  }
  return { rates, offsets };
}

/**
 * How much ability evidence the learner's answers to one question carry, summed with the
 * category's recency weights as of their last answer (`at`), so it decays like CategoryTally.
 * Which questions the evidence came from is what lets a refit's new offsets apply to it.
 */
export interface QuestionEvidence {
  weight: number;
  at: number;
}

export const addQuestionEvidence = (
  evidence: QuestionEvidence | undefined,
  weight: number,
  at: number,
): QuestionEvidence => ({
  weight: (evidence ? evidence.weight * halvings(evidence.at, at) : 0) + weight,
  at: Math.max(evidence?.at ?? at, at),
});

/** The evidence's weight now. */
export const evidenceWeightAt = (evidence: QuestionEvidence, now: number) =>
  evidence.weight * halvings(evidence.at, now);
