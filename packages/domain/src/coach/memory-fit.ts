import type { PopulationRates } from "./ability";
import { bestLearningRate, learningObservations } from "./learning-fit";
import { FSRS_DEFAULTS, type MemoryCalibration } from "./memory";
import type { RecordedAnswer } from "./state";

/** Stability scales tried: log-spaced from 1/20 to 4 times FSRS's defaults. */
const SCALES = Array.from({ length: 32 }, (_, i) => 0.05 * 80 ** (i / 31));
/** Decays tried: FSRS-6's default, up to the exponential-like steep end. */
const DECAYS = [FSRS_DEFAULTS.decay, 0.2, 0.3, 0.5, 0.8, 1.2, 2];

/**
 * The memory calibration and learning rate under which the model, as it runs, best foresees
 * every answer of the population (maximum likelihood: the calibration over a grid, the rate by
 * bestLearningRate under each). Recall, ability and learning are fitted together: the
 * calibration sets how much each review tells of the ability (1 - R), and the ability so read,
 * carried to today's practice, must foresee the next answers, first attempts and reviews alike.
 * FSRS's defaults and no learning term with no reviews to fit.
 */
export function fitMemoryAndLearning(
  histories: readonly (readonly RecordedAnswer[])[],
  population: PopulationRates,
): { memory: MemoryCalibration; learningRate: number } {
  let best = { memory: FSRS_DEFAULTS, learningRate: 0 };
  if (!histories.some((history) => history.some((answer) => answer.before))) return best;
  let bestLogLikelihood = Number.NEGATIVE_INFINITY;
  for (const decay of DECAYS) {
    for (const stabilityScale of SCALES) {
      const memory = { stabilityScale, decay };
      const observations = histories.flatMap((h) => learningObservations(h, population, memory));
      const { rate, logLikelihood } = bestLearningRate(observations);
      if (logLikelihood > bestLogLikelihood) {
        bestLogLikelihood = logLikelihood;
        best = { memory, learningRate: rate };
      }
    }
  }
  return best;
}
