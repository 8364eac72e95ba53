import {
  type AbilityEvidence,
  addEvidence,
  type CategoryMix,
  type CategoryTally,
  categoryAbilities,
  type PopulationRates,
  practiceGap,
  rightOf,
  sigmoid,
} from "./ability";
import { addQuestionEvidence, type QuestionEvidence } from "./difficulty";
import { FSRS_DEFAULTS, type MemoryCalibration } from "./memory";
import { abilityEvidence, type RecordedAnswer } from "./state";

/** One answer seen in hindsight: what the model knew just before it, and what happened. */
export interface LearningObservation {
  /** Recall of the question just before (0 the first time). */
  recall: number;
  /** Knowing logit of the category ability without the learning term. */
  logit: number;
  /** Practice gained since the category's evidence was given (see practiceGap). */
  gap: number;
  /** The question's guessing floor. */
  guess: number;
  correct: boolean;
}

/** The guessing floors of one category's answers so far (see learningObservations). */
interface Floors {
  /** Σ evidence weight × floor, with the tally's recency weights: over the tally's weight, its mean. */
  evidence: QuestionEvidence | undefined;
  sum: number;
  answers: number;
}

/**
 * Every answer of one learner (in time order, as recordedAnswers gives them) with the model's
 * state just before it, the evidence weighed with `calibration` as the model runs. Offsets are
 * left out, floors not: a category's evidence is read above its mean floor weighed like the
 * evidence, its prior above the mean floor of the learner's answers in it so far.
 */
export function learningObservations(
  answers: readonly RecordedAnswer[],
  population: PopulationRates,
  calibration: MemoryCalibration = FSRS_DEFAULTS,
): LearningObservation[] {
  const tallies = new Map<string, CategoryTally>();
  const floors = new Map<string, Floors>();
  const mixes = new Map<string, CategoryMix>();
  const mixOf = (floor: Floors, tally: CategoryTally | undefined): CategoryMix => {
    const pool = [{ weight: 1, offset: 0, guess: floor.sum / floor.answers }];
    const evidence =
      floor.evidence && tally && tally.weight > 1e-9
        ? [{ weight: 1, offset: 0, guess: floor.evidence.weight / tally.weight }]
        : pool;
    return { evidence, pool };
  };
  const evidence = abilityEvidence(answers, calibration);
  return answers.map((answer, i) => {
    const given = evidence[i] as AbilityEvidence;
    const { categoryId } = answer;
    const tally = tallies.get(categoryId);
    const floor = floors.get(categoryId) ?? { evidence: undefined, sum: 0, answers: 0 };
    floor.sum += answer.guess;
    floor.answers++;
    floors.set(categoryId, floor);
    mixes.set(categoryId, mixOf(floor, tally));
    const ability = categoryAbilities(
      tallies,
      [categoryId],
      population,
      answer.answeredAt,
      0,
      mixes,
    ).byCategory.get(categoryId);
    const after = addEvidence(tally, given);
    tallies.set(categoryId, after);
    floor.evidence = addQuestionEvidence(
      floor.evidence,
      given.weight * answer.guess,
      answer.answeredAt,
    );
    mixes.set(categoryId, mixOf(floor, after));
    return {
      recall: 1 - given.weight,
      logit: ability?.logit ?? 0,
      gap: tally ? practiceGap(tally) : 0,
      guess: answer.guess,
      correct: answer.correct,
    };
  });
}

/** The largest learning rate tried (logit per unit of ln(1 + answers)). */
const MAX_RATE = 2;

function logLikelihood(observations: readonly LearningObservation[], rate: number): number {
  let sum = 0;
  for (const o of observations) {
    const p = o.recall + (1 - o.recall) * rightOf(sigmoid(o.logit + rate * o.gap), o.guess);
    const clamped = Math.min(0.999, Math.max(0.001, p));
    sum += Math.log(o.correct ? clamped : 1 - clamped);
  }
  return sum;
}

/**
 * The learning rate in [0, MAX_RATE] that makes p = R + (1 - R) rightOf(σ(logit + rate × gap), g)
 * most likely for the observed answers (golden-section search; question offsets left out, they
 * average out over a category's answers), and that likelihood.
 */
export function bestLearningRate(observations: readonly LearningObservation[]) {
  let [lo, hi] = [0, MAX_RATE];
  for (let i = 0; i < 20; i++) {
    const a = lo + (hi - lo) * 0.382;
    const b = lo + (hi - lo) * 0.618;
    if (logLikelihood(observations, a) < logLikelihood(observations, b)) lo = a;
    else hi = b;
  }
  const rate = (lo + hi) / 2;
  return { rate, logLikelihood: logLikelihood(observations, rate) };
}

/** The learning rate fitted on the observed answers (bestLearningRate); 0 with none. */
export const fitLearningRate = (observations: readonly LearningObservation[]): number =>
  observations.length ? bestLearningRate(observations).rate : 0;
