import type { Database } from "@cc/db/database";
import type { PopulationFit } from "@cc/db/schema/coach";
import {
  fitLearningRate,
  type LearningObservation,
  learningObservations,
} from "@cc/domain/coach/learning-fit";
import { recordedAnswers } from "@cc/domain/coach/state";
import { sql } from "drizzle-orm";
import { createCoachRepo } from "./coach.repo";
import { MEMORY } from "./review-state";

/** Advisory lock class of the refit (one process at a time). */
const REFIT_LOCK_CLASS = 17;
/** The learning rate's fit sample: this many learners, the first this many answers of each. */
const LEARNING_FIT_LEARNERS = 200;
const LEARNING_FIT_ANSWERS = 2_000;

/**
 * Fits the population priors and question offsets on every learner's answers, and the learning
 * rate on the most practised learners' histories, and stores the fit dated `at` (coach:refit),
 * unless another process is fitting now or the latest fit is younger than `olderThanMs`. Each
 * process reads the new fit within the coach's shared cache time.
 */
export async function refit(
  db: Database,
  at: number,
  olderThanMs: number,
): Promise<{ fittedAt: Date; fit: PopulationFit } | undefined> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${REFIT_LOCK_CLASS}, 0) as ok`,
    );
    if (!lock.rows[0]?.ok) return undefined;
    const via = createCoachRepo(tx);
    const latest = await via.latestFit();
    const fittedAt = new Date(at);
    if (latest && at - latest.fittedAt.getTime() < olderThanMs) return;
    const population = await via.populationFit();
    // Under the memory calibration the model runs with: the evidence is read with it. Each
    // answer above its question's guessing floor.
    const options = await via.optionCounts();
    const observations: LearningObservation[] = [];
    for (const userId of await via.mostPractised(LEARNING_FIT_LEARNERS)) {
      const history = (await via.answers(userId))
        .slice(0, LEARNING_FIT_ANSWERS)
        .map((answer) => ({ ...answer, options: options.get(answer.questionId) }));
      observations.push(
        ...learningObservations(recordedAnswers(history), population.rates, MEMORY),
      );
    }
    const fit = { ...population, learningRate: fitLearningRate(observations) };
    await via.saveFit(fittedAt, fit);
    return { fittedAt, fit };
  });
}
