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
  /** Point estimate (probability). */
  mean: number;
  /** Posterior of the ability on the logit scale: mean and standard deviation. */
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
const clampP = (p: number) => Math.min(0.995, Math.max(0.005, p));

/**
 * The evidence of one category summed with recency weights, as of `at` (the last answer's time):
 * each answer counts 0.5^(age / ABILITY_HALF_LIFE_DAYS). Halving is the same whenever it is done,
 * so the sums are kept as of the last answer and decayed to the time they are read.
 */
export interface CategoryTally {
  weight: number;
  right: number;
  /** First attempts (answers that were full evidence). */
  firstAttempts: number;
  at: number;
}

const halvings = (from: number, to: number) =>
  0.5 ** (Math.max(0, to - from) / 86_400_000 / ABILITY_HALF_LIFE_DAYS);

/** The tally with one more answer (answers in time order). */
export function addEvidence(
  tally: CategoryTally | undefined,
  answer: AbilityEvidence,
): CategoryTally {
  const decay = tally ? halvings(tally.at, answer.answeredAt) : 1;
  return {
    weight: (tally?.weight ?? 0) * decay + answer.weight,
    right: (tally?.right ?? 0) * decay + answer.right,
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
}

/**
 * Two-level shrinkage. The learner's overall level (logit offset from the population) is a
 * weighted mean shrunk to 0 by LEVEL_PRIOR_WEIGHT; each category then starts from the population
 * rate moved by that level and is updated by its own (recency-weighted) evidence, weighing
 * CATEGORY_PRIOR_WEIGHT answers. Standard deviations are the normal approximation of the beta.
 */
export function categoryAbilities(
  evidence: ReadonlyMap<string, CategoryTally>,
  categories: readonly string[],
  population: PopulationRates,
  now: number,
): Abilities {
  const tallies = new Map<string, Tally>();
  for (const [categoryId, tally] of evidence) {
    const decay = halvings(tally.at, now);
    tallies.set(categoryId, {
      weight: tally.weight * decay,
      correct: tally.right * decay,
      count: tally.firstAttempts,
    });
  }
  const prior = (categoryId: string) => clampP(population[categoryId] ?? DEFAULT_POPULATION_RATE);

  // Overall level: observed minus expected, in logit units, pooled over categories.
  let levelWeight = 0;
  let levelSum = 0;
  for (const [categoryId, tally] of tallies) {
    const observed = clampP((Math.max(0, tally.correct) + 0.5) / (tally.weight + 1));
    levelSum += tally.weight * (logit(observed) - logit(prior(categoryId)));
    levelWeight += tally.weight;
  }
  const levelLogit = levelSum / (levelWeight + LEVEL_PRIOR_WEIGHT);
  const levelP = DEFAULT_POPULATION_RATE;
  const levelSd = 1 / Math.sqrt((levelWeight + LEVEL_PRIOR_WEIGHT) * levelP * (1 - levelP));

  const byCategory = new Map<string, CategoryAbility>();
  for (const categoryId of categories) {
    const tally = tallies.get(categoryId) ?? { weight: 0, correct: 0, count: 0 };
    const priorMean = sigmoid(logit(prior(categoryId)) + levelLogit);
    const total = tally.weight + CATEGORY_PRIOR_WEIGHT;
    const mean = clampP((Math.max(0, tally.correct) + CATEGORY_PRIOR_WEIGHT * priorMean) / total);
    byCategory.set(categoryId, {
      categoryId,
      firstAttempts: tally.count,
      mean,
      logit: logit(mean),
      logitSd: 1 / Math.sqrt(total * mean * (1 - mean)),
      priorShare: CATEGORY_PRIOR_WEIGHT / total,
    });
  }
  return { level: { logit: levelLogit, sd: levelSd }, byCategory };
}
