import {
  addEvidence,
  type CategoryAbility,
  type CategoryTally,
  categoryAbilities,
  type PopulationRates,
} from "./ability";
import { FSRS_DEFAULTS, type MemoryCalibration, recallAfter } from "./memory";
import type { RecordedAnswer } from "./state";

/** Answers more than this apart start a new session: the ability is read again before it. */
const SESSION_GAP_MS = 3_600_000;

/**
 * How well a calibration lets the model foresee a learner's answers, as it foresees them in use:
 * before each session the abilities are estimated from every earlier answer, each weighed with
 * this calibration's recall (AbilityEvidence), and each answer of the session is predicted
 * R + (1 - R) a, first attempts (R = 0) included. The log-likelihood of what happened.
 */
function predictiveLogLikelihood(
  history: readonly RecordedAnswer[],
  categories: readonly string[],
  population: PopulationRates,
  calibration: MemoryCalibration,
): number {
  const evidence = new Map<string, CategoryTally>();
  let abilities: ReadonlyMap<string, CategoryAbility> = new Map();
  let previous = Number.NEGATIVE_INFINITY;
  let logLikelihood = 0;
  for (const answer of history) {
    if (answer.answeredAt - previous > SESSION_GAP_MS) {
      abilities = categoryAbilities(evidence, categories, population, answer.answeredAt).byCategory;
    }
    previous = answer.answeredAt;
    const r = answer.before
      ? recallAfter(answer.before.elapsedDays, answer.before.stability, calibration)
      : 0;
    const a = abilities.get(answer.categoryId)?.mean ?? 0.5;
    const p = Math.min(0.999, Math.max(0.001, r + (1 - r) * a));
    logLikelihood += Math.log(answer.correct ? p : 1 - p);
    evidence.set(
      answer.categoryId,
      addEvidence(evidence.get(answer.categoryId), {
        categoryId: answer.categoryId,
        answeredAt: answer.answeredAt,
        weight: 1 - r,
        right: (answer.correct ? 1 : 0) - r,
      }),
    );
  }
  return logLikelihood;
}

/** Stability scales tried: log-spaced from 1/20 to 4 times FSRS's defaults. */
const SCALES = Array.from({ length: 32 }, (_, i) => 0.05 * 80 ** (i / 31));
/** Decays tried: FSRS-6's default, up to the exponential-like steep end. */
const DECAYS = [FSRS_DEFAULTS.decay, 0.2, 0.3, 0.5, 0.8, 1.2, 2];

/**
 * The memory calibration under which the model best foresees the population's answers
 * (maximum likelihood over a grid, every answer of every learner in `histories`, each history in
 * time order as recordedAnswers gives it). The recall and the ability are fitted together: the
 * calibration sets how much each review tells of the ability (1 - R), and the ability so read
 * must foresee the next first attempts as well as the reviews. FSRS's defaults with no reviews.
 */
export function fitMemoryCalibration(
  histories: readonly (readonly RecordedAnswer[])[],
  categories: readonly string[],
  population: PopulationRates,
): MemoryCalibration {
  let best = FSRS_DEFAULTS;
  if (!histories.some((history) => history.some((answer) => answer.before))) return best;
  let bestLogLikelihood = Number.NEGATIVE_INFINITY;
  for (const decay of DECAYS) {
    for (const stabilityScale of SCALES) {
      const calibration = { stabilityScale, decay };
      let logLikelihood = 0;
      for (const history of histories) {
        logLikelihood += predictiveLogLikelihood(history, categories, population, calibration);
      }
      if (logLikelihood > bestLogLikelihood) {
        bestLogLikelihood = logLikelihood;
        best = calibration;
      }
    }
  }
  return best;
}
