import { categoryAbilities, type PopulationRates } from "./ability";
import { type AnswerEvent, DAY_MS, recallAfter } from "./memory";
import { emptyLearnerState, recordAnswer } from "./state";

/** One review seen in hindsight: what the model would have predicted, and what happened. */
export interface ReviewObservation {
  /** Recall chance under FSRS's default parameters (scale 1) is recomputed per scale from these. */
  elapsedDays: number;
  stability: number;
  /** Category ability of the learner when the review happened. */
  ability: number;
  correct: boolean;
}

/**
 * Replays one learner's history and returns every answer to a question seen before, with the
 * memory and ability the model had just before it. Abilities are re-estimated once a day.
 */
export function reviewObservations(
  answers: readonly AnswerEvent[],
  categories: readonly string[],
  population: PopulationRates,
): ReviewObservation[] {
  const state = emptyLearnerState();
  const observations: ReviewObservation[] = [];
  let abilitiesDay = -1;
  let abilities = categoryAbilities([], categories, population, 0).byCategory;
  for (const answer of [...answers].sort((a, b) => a.answeredAt - b.answeredAt)) {
    const memory = state.memories.get(answer.questionId);
    if (memory?.last_review) {
      const day = Math.floor(answer.answeredAt / DAY_MS);
      if (day !== abilitiesDay) {
        abilities = categoryAbilities(
          state.firstAttempts,
          categories,
          population,
          answer.answeredAt,
        ).byCategory;
        abilitiesDay = day;
      }
      observations.push({
        elapsedDays: (answer.answeredAt - memory.last_review.getTime()) / DAY_MS,
        stability: memory.stability,
        ability: abilities.get(answer.categoryId)?.mean ?? 0.5,
        correct: answer.correct,
      });
    }
    recordAnswer(state, answer);
  }
  return observations;
}

/** Scales tried, log-spaced from 1/50 to 4 times FSRS's default stability. */
const SCALES = Array.from({ length: 48 }, (_, i) => 0.02 * 200 ** (i / 47));

/**
 * The stability scale that makes p = R + (1 - R) a most likely for the observed reviews (maximum
 * likelihood over a grid): how much faster or slower than FSRS's defaults our learners forget.
 * 1 (the defaults) when there is nothing to fit.
 */
export function fitStabilityScale(observations: readonly ReviewObservation[]): number {
  if (observations.length === 0) return 1;
  let best = 1;
  let bestLogLikelihood = Number.NEGATIVE_INFINITY;
  for (const scale of SCALES) {
    let logLikelihood = 0;
    for (const o of observations) {
      const r = recallAfter(o.elapsedDays, o.stability * scale);
      const p = Math.min(0.999, Math.max(0.001, r + (1 - r) * o.ability));
      logLikelihood += Math.log(o.correct ? p : 1 - p);
    }
    if (logLikelihood > bestLogLikelihood) {
      bestLogLikelihood = logLikelihood;
      best = scale;
    }
  }
  return best;
}
