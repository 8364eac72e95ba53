import { categoryAbilities, type PopulationRates, tallies } from "./ability";
import { FSRS_DEFAULTS, type MemoryCalibration, recallAfter } from "./memory";
import { abilityEvidence, type RecordedAnswer } from "./state";

/** One review seen in hindsight: the memory and ability before it, and what happened. */
export interface ReviewObservation {
  elapsedDays: number;
  stability: number;
  /** Category ability of the learner at the time (from first attempts only). */
  ability: number;
  correct: boolean;
}

/**
 * Every answer of a learner to a question seen before, with the memory it found and the
 * learner's ability in the category from first attempts before it (re-estimated once a day).
 */
export function reviewObservations(
  answers: readonly RecordedAnswer[],
  categories: readonly string[],
  population: PopulationRates,
): ReviewObservation[] {
  const firsts = abilityEvidence(answers.filter((a) => a.before === null));
  const observations: ReviewObservation[] = [];
  let seenFirsts = 0;
  let abilities = categoryAbilities(new Map(), categories, population, 0).byCategory;
  let estimatedAt = Number.NEGATIVE_INFINITY;
  for (const answer of answers) {
    if (!answer.before) {
      seenFirsts++;
      continue;
    }
    if (answer.answeredAt - estimatedAt > 86_400_000) {
      const known = firsts.slice(0, seenFirsts);
      abilities = categoryAbilities(
        tallies(known),
        categories,
        population,
        answer.answeredAt,
      ).byCategory;
      estimatedAt = answer.answeredAt;
    }
    observations.push({
      ...answer.before,
      ability: abilities.get(answer.categoryId)?.mean ?? 0.5,
      correct: answer.correct,
    });
  }
  return observations;
}

/** Stability scales tried: log-spaced from 1/20 to 4 times FSRS's defaults. */
const SCALES = Array.from({ length: 32 }, (_, i) => 0.05 * 80 ** (i / 31));
/** Decays tried: FSRS-6's default, up to the exponential-like steep end. */
const DECAYS = [FSRS_DEFAULTS.decay, 0.2, 0.3, 0.5, 0.8, 1.2, 2];

/**
 * The calibration that makes p = R + (1 - R) a most likely for the observed reviews (maximum
 * likelihood over a grid). FSRS's defaults when there is nothing to fit.
 */
export function fitMemoryCalibration(
  observations: readonly ReviewObservation[],
): MemoryCalibration {
  let best = FSRS_DEFAULTS;
  if (observations.length === 0) return best;
  let bestLogLikelihood = Number.NEGATIVE_INFINITY;
  for (const decay of DECAYS) {
    for (const stabilityScale of SCALES) {
      const calibration = { stabilityScale, decay };
      let logLikelihood = 0;
      for (const o of observations) {
        const r = recallAfter(o.elapsedDays, o.stability, calibration);
        const p = Math.min(0.999, Math.max(0.001, r + (1 - r) * o.ability));
        logLikelihood += Math.log(o.correct ? p : 1 - p);
      }
      if (logLikelihood > bestLogLikelihood) {
        bestLogLikelihood = logLikelihood;
        best = calibration;
      }
    }
  }
  return best;
}
