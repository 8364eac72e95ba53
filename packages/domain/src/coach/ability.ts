/**
 * Per-category ability: the chance of answering a question of the category right without
 * remembering that very question (what the learner knows of the topic, and lucky guesses).
 * Estimated from answers, shrunk towards the population for sparse data.
 */

/**
 * What one answer tells of the ability. A first attempt measures it fully. A later answer was
 * right with chance R + (1 - R) a (R: recall of that question), so it counts as 1 - R answers of
 * which (right ? 1 : 0) - R were right: unbiased for a, and nothing when the learner surely
 * remembered.
 */
export interface AbilityEvidence {
  categoryId: string;
  answeredAt: number;
  /** How many answers' worth of evidence (1 - R). */
  weight: number;
  /** How many of them right ((right ? 1 : 0) - R). */
  right: number;
}

/** Population first-attempt accuracy per category (all learners), the prior of a new learner. */
export type PopulationRates = Readonly<Record<string, number>>;

/** Prior used for a category with no population data yet: about two right out of three. */
export const DEFAULT_POPULATION_RATE = 0.6;
/** How many answers the population prior of a category weighs. */
export const CATEGORY_PRIOR_WEIGHT = 8;
/** How many answers the population prior of the learner's overall level weighs. */
export const LEVEL_PRIOR_WEIGHT = 12;
/** First attempts lose half their weight after this many days: ability grows with study. */
export const ABILITY_HALF_LIFE_DAYS = 10;

export interface CategoryAbility {
  categoryId: string;
  /** Distinct questions tried in the category. */
  firstAttempts: number;
  /**
   * Point estimate (probability), on a question of the category's average difficulty and its
   * pool's mean guessing floor.
   */
  mean: number;
  /** Posterior of the knowing part on the logit scale: mean and standard deviation. */
  logit: number;
  logitSd: number;
  /** The prior's share of the estimate (1 with no data): the part shared with other categories. */
  priorShare: number;
}

export interface Abilities {
  /** The learner's overall offset from the population, on the logit scale. */
  level: { logit: number; sd: number };
  byCategory: Map<string, CategoryAbility>;
}

export const logit = (p: number) => Math.log(p / (1 - p));
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
export const clampP = (p: number) => Math.min(0.995, Math.max(0.005, p));

/**
 * The chance of a right answer by guessing, for a learner who does not know the answer: one in
 * the question's number of options. A right answer comes from knowing or guessing,
 * p = g + (1 - g) k, and question offsets and the learner's ability are logits of the knowing
 * part k: a guess floor does not shrink them.
 */
export const guessChance = (options: number) => 1 / options;
/** The floor of a question whose number of options is not known: the bank's most common three. */
export const DEFAULT_GUESS_CHANCE = guessChance(3);
/** The knowing part k of a chance p of a right answer on questions with guessing floor g. */
export const knowledgeOf = (p: number, g: number) => clampP((p - g) / (1 - g));
/** The chance of a right answer with knowing part k on questions with guessing floor g. */
export const rightOf = (k: number, g: number) => g + (1 - g) * k;

/**
 * The evidence of one category summed with recency weights, as of `at` (the last answer's time):
 * each answer counts 0.5^(age / ABILITY_HALF_LIFE_DAYS). Halving is the same whenever it is done,
 * so the sums are kept as of the last answer and decayed to the time they are read.
 */
export interface CategoryTally {
  weight: number;
  right: number;
  /**
   * Σ weight × practice at the answer, practice = ln(1 + answers in the category before it): with
   * `weight`, the evidence's mean practice, which the learning term carries to today's.
   */
  practice: number;
  /** Answers in the category (all of them, reviews too). */
  answers: number;
  /** First attempts (answers that were full evidence). */
  firstAttempts: number;
  at: number;
}

/** Practice after `answers` answers in a category: the power law of practice, ln(1 + answers). */
export const practiceOf = (answers: number) => Math.log1p(answers);

/**
 * How much more the learner has practised the category now than when the evidence was given:
 * today's practice minus the evidence's weighted mean practice (0 without evidence).
 */
export const practiceGap = (tally: CategoryTally) =>
  tally.weight > 0 ? practiceOf(tally.answers) - tally.practice / tally.weight : 0;

export const halvings = (from: number, to: number) =>
  0.5 ** (Math.max(0, to - from) / 86_400_000 / ABILITY_HALF_LIFE_DAYS);

/** The tally with one more answer (answers in time order). */
export function addEvidence(
  tally: CategoryTally | undefined,
  answer: AbilityEvidence,
): CategoryTally {
  const decay = tally ? halvings(tally.at, answer.answeredAt) : 1;
  const answers = tally?.answers ?? 0;
  return {
    weight: (tally?.weight ?? 0) * decay + answer.weight,
    right: (tally?.right ?? 0) * decay + answer.right,
    practice: (tally?.practice ?? 0) * decay + answer.weight * practiceOf(answers),
    answers: answers + 1,
    firstAttempts: (tally?.firstAttempts ?? 0) + (answer.weight === 1 ? 1 : 0),
    at: Math.max(tally?.at ?? answer.answeredAt, answer.answeredAt),
  };
}

/** The tallies of a list of evidence, in time order. */
export function tallies(evidence: readonly AbilityEvidence[]): Map<string, CategoryTally> {
  const byCategory = new Map<string, CategoryTally>();
  for (const answer of [...evidence].sort((a, b) => a.answeredAt - b.answeredAt)) {
    byCategory.set(answer.categoryId, addEvidence(byCategory.get(answer.categoryId), answer));
  }
  return byCategory;
}

interface Tally {
  weight: number;
  correct: number;
  count: number;
  /** Logit gained since the evidence was given. */
  learnt: number;
}

/**
 * Questions weighed by how much they count: their offsets (see difficulty.ts) and guessing
 * floors (guessChance of their number of options).
 */
export type OffsetMix = readonly { weight: number; offset: number; guess: number }[];

/** A category's questions as its ability reads them: where its evidence came from, its pool. */
export interface CategoryMix {
  evidence: OffsetMix;
  pool: OffsetMix;
}

const FLAT: OffsetMix = [{ weight: 1, offset: 0, guess: DEFAULT_GUESS_CHANCE }];

/** The mix's mean guessing floor (the floor its chance of a right answer tends to). */
function mixGuess(mix: OffsetMix): number {
  let weight = 0;
  let guess = 0;
  for (const q of mix) {
    weight += q.weight;
    guess += q.weight * q.guess;
  }
  return weight > 0 ? guess / weight : DEFAULT_GUESS_CHANCE;
}

/** The chance of a right answer on a mix of questions at knowing logit θ, and its slope in θ. */
export function mixRight(mix: OffsetMix, theta: number): { right: number; slope: number } {
  let weight = 0;
  let right = 0;
  let slope = 0;
  for (const q of mix.length ? mix : FLAT) {
    const k = sigmoid(theta + q.offset);
    weight += q.weight;
    right += q.weight * rightOf(k, q.guess);
    slope += q.weight * (1 - q.guess) * k * (1 - k);
  }
  return weight > 0 ? { right: right / weight, slope: slope / weight } : mixRight(FLAT, theta);
}

/**
 * The beta's spread of the rate (sd), carried to the logit as half the width of rate ± sd read
 * back through the mix. The tangent (sd / slope) is the same where the curve is straight, but near
 * the guessing floor the slope vanishes and it ran to ten logits and more: a learner at a third
 * right was told "between 0 % and 74 %".
 */
function spreadOnLogit(mix: OffsetMix, rate: number, sd: number): number {
  return (solveMix(mix, clampP(rate + sd)) - solveMix(mix, clampP(rate - sd))) / 2;
}

/** The knowing logit at which the mix's chance of a right answer is `rate` (Newton's method). */
export function solveMix(mix: OffsetMix, rate: number): number {
  const guess = mixGuess(mix.length ? mix : FLAT);
  const target = rightOf(knowledgeOf(rate, guess), guess);
  let theta = logit(knowledgeOf(rate, guess));
  for (let i = 0; i < 30; i++) {
    const { right, slope } = mixRight(mix, theta);
    const step = (right - target) / Math.max(slope, 1e-9);
    theta = Math.min(15, Math.max(-15, theta - step));
    if (Math.abs(step) < 1e-10) break;
  }
  return theta;
}

/**
 * Two-level shrinkage. The learner's overall level (logit offset from the population) is a
 * weighted mean shrunk to 0 by LEVEL_PRIOR_WEIGHT; each category then starts from the population
 * rate moved by that level and is updated by its own (recency-weighted) evidence, weighing
 * CATEGORY_PRIOR_WEIGHT answers. Standard deviations are the normal approximation of the beta.
 * The evidence is as old as it is: the learning term moves the logit by `learningRate` (fitted on
 * the population, see fitMemoryAndLearning) times the practice gained since (see practiceGap).
 *
 * Difficulty-aware (`mixes`, see difficulty.ts): a rate is read on the questions it came from.
 * The population rate is the pool's average, so the category's prior logit θ0 is the one at
 * which the pool averages it; the evidence's rate is a rate on the questions answered (weighed
 * by their evidence), so the prior is carried to them, updated there, and the logit θ at which
 * those questions give the updated rate is the ability. With no offsets, θ = logit(k).
 */
export function categoryAbilities(
  evidence: ReadonlyMap<string, CategoryTally>,
  categories: readonly string[],
  population: PopulationRates,
  now: number,
  learningRate = 0,
  mixes: ReadonlyMap<string, CategoryMix> = new Map(),
): Abilities {
  const tallies = new Map<string, Tally>();
  for (const [categoryId, tally] of evidence) {
    const decay = halvings(tally.at, now);
    tallies.set(categoryId, {
      weight: tally.weight * decay,
      correct: tally.right * decay,
      count: tally.firstAttempts,
      learnt: learningRate * practiceGap(tally),
    });
  }
  const answeredMix = (categoryId: string) => mixes.get(categoryId)?.evidence ?? FLAT;
  const priors = new Map(
    categories.map((id) => [
      id,
      solveMix(mixes.get(id)?.pool ?? FLAT, population[id] ?? DEFAULT_POPULATION_RATE),
    ]),
  );
  const prior = (categoryId: string) =>
    priors.get(categoryId) ??
    logit(knowledgeOf(population[categoryId] ?? DEFAULT_POPULATION_RATE, DEFAULT_GUESS_CHANCE));

  // Overall level: observed minus expected, in logit units, pooled over categories.
  let levelWeight = 0;
  let levelSum = 0;
  for (const [categoryId, tally] of tallies) {
    const observed = (Math.max(0, tally.correct) + 0.5) / (tally.weight + 1);
    levelSum += tally.weight * (solveMix(answeredMix(categoryId), observed) - prior(categoryId));
    levelWeight += tally.weight;
  }
  const levelLogit = levelSum / (levelWeight + LEVEL_PRIOR_WEIGHT);
  const levelP = DEFAULT_POPULATION_RATE;
  const levelSd = 1 / Math.sqrt((levelWeight + LEVEL_PRIOR_WEIGHT) * levelP * (1 - levelP));

  const byCategory = new Map<string, CategoryAbility>();
  for (const categoryId of categories) {
    const tally = tallies.get(categoryId) ?? { weight: 0, correct: 0, count: 0, learnt: 0 };
    const mix = answeredMix(categoryId);
    // The prior and the estimate on the questions answered, then read back as a logit.
    const answeredPrior = mixRight(mix, prior(categoryId) + levelLogit).right;
    const total = tally.weight + CATEGORY_PRIOR_WEIGHT;
    const onAnswered = clampP(
      (Math.max(0, tally.correct) + CATEGORY_PRIOR_WEIGHT * answeredPrior) / total,
    );
    const estimate = solveMix(mix, onAnswered);
    const abilityLogit = estimate + tally.learnt;
    byCategory.set(categoryId, {
      categoryId,
      firstAttempts: tally.count,
      mean: rightOf(sigmoid(abilityLogit), mixGuess(mixes.get(categoryId)?.pool ?? FLAT)),
      logit: abilityLogit,
      logitSd: spreadOnLogit(mix, onAnswered, Math.sqrt((onAnswered * (1 - onAnswered)) / total)),
      priorShare: CATEGORY_PRIOR_WEIGHT / total,
    });
  }
  return { level: { logit: levelLogit, sd: levelSd }, byCategory };
}
