import type { PoolQuestion } from "../assemble";
import { type Random, seededRandom } from "../random";
import {
  type Abilities,
  categoryAbilities,
  DEFAULT_GUESS_CHANCE,
  guessChance,
  knowledgeOf,
  logit,
  type OffsetMix,
  rightOf,
  sigmoid,
} from "./ability";
import { evidenceWeightAt, type Population } from "./difficulty";
import { type MemoryCalibration, recall } from "./memory";
import { blueprintPassProbability } from "./pass-probability";
import type { AssessedState } from "./state";

/** Readiness from which a learner is called exam-ready (spec section 4). */
export const READY_THRESHOLD = 90;
/** A question whose recall chance is below this is due for review. */
export const RECALL_TARGET = 0.9;
/** Draws of the ability posterior averaged into readiness (fixed seed: same data, same number). */
const POSTERIOR_DRAWS = 100;
const POSTERIOR_SEED = 20_261_124;

/**
 * What the coach reads of a question of the exam pool: its category, and how many options it
 * shows (a learner who does not know it guesses right one time in that many).
 */
export type CoachPoolQuestion = Pick<PoolQuestion, "questionId" | "categoryId"> & {
  options: number;
};

/** Everything the coach needs besides the learner: the exam and the time. */
export interface CoachContext {
  /** The learner's exam pool (their transmission), current questions only. */
  pool: readonly CoachPoolQuestion[];
  blueprint: Readonly<Record<string, number>>;
  /** The population fit: category rates and question offsets. */
  population: Population;
  /** How our learners forget compared with FSRS's defaults (see fitMemoryAndLearning). */
  memory: MemoryCalibration;
  /** How fast our learners' ability grows with practice (see fitMemoryAndLearning); 0: none. */
  learningRate: number;
  now: number;
}

export interface CategoryStatus {
  categoryId: string;
  poolSize: number;
  /** Questions of this category in a full exam. */
  examQuestions: number;
  /** Distinct questions answered at least once. */
  answered: number;
  /** Answered questions the learner most likely remembers now (recall ≥ RECALL_TARGET). */
  recalledNow: number;
  /** Answered questions whose recall chance fell below RECALL_TARGET. */
  dueForReview: number;
  /**
   * Chance of working out a question of the category the learner does not remember (ability plus
   * each question's offset, over the pool weighted by how little each is recalled).
   */
  ability: number;
  /** Chance of a right answer on a question of the category drawn at random now. */
  expectedRight: number;
  /** Mistakes the learner is expected to make in this category in a full exam. */
  expectedMistakes: number;
}

export interface Readiness {
  /** 0-100: the chance, in percent, of passing a real exam today. */
  score: number;
  probability: number;
  /** 10th and 90th percentiles of the pass probability over what we are unsure of (0-100). */
  low: number;
  high: number;
  answered: number;
  examReady: boolean;
  categories: CategoryStatus[];
}

/** A standard normal draw (Box-Muller). */
function normal(random: Random): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * The pass probability under POSTERIOR_DRAWS draws of the abilities (sorted): normal on the
 * logit scale, with a shared part (the prior's share) so categories move together as the
 * learner's overall level does, each read back above its category's guessing floor. Seeded: the
 * same data gives the same range.
 */
function posteriorDraws(
  abilities: Abilities,
  centers: ReadonlyMap<string, { logit: number; guess: number }>,
  passWith: (abilityOf: (id: string) => number) => number,
): number[] {
  const random = seededRandom(POSTERIOR_SEED);
  const draws: number[] = [];
  for (let i = 0; i < POSTERIOR_DRAWS; i++) {
    const shared = normal(random);
    const drawn = new Map<string, number>();
    for (const [id, center] of centers) {
      const ability = abilities.byCategory.get(id);
      if (!ability) continue;
      const w = ability.priorShare;
      const z = Math.sqrt(w) * shared + Math.sqrt(1 - w) * normal(random);
      drawn.set(id, rightOf(sigmoid(center.logit + ability.logitSd * z), center.guess));
    }
    draws.push(passWith((id) => drawn.get(id) ?? 0));
  }
  return draws.sort((a, b) => a - b);
}

/** One question of the pool now: its recall chance, population offset and guessing floor. */
export interface PoolItem {
  questionId: string;
  categoryId: string;
  recall: number;
  offset: number;
  guess: number;
}

type PoolMix = OffsetMix[number][];

/** A category of the pool now. */
interface PoolRow {
  size: number;
  recallSum: number;
  seen: number;
  due: number;
  items: PoolItem[];
}

/**
 * The pool now, by category (each question's recall and offset), and the abilities read on the
 * questions the evidence came from (each weighed by its evidence now) and on the pool (see
 * categoryAbilities). Readiness and practice both start here.
 */
export function assessPool(state: AssessedState, context: CoachContext) {
  const rows = new Map<string, PoolRow>();
  const mixes = new Map<string, { evidence: PoolMix; pool: PoolMix }>();
  for (const question of context.pool) {
    const { questionId, categoryId } = question;
    const guess = guessChance(question.options);
    const row = rows.get(categoryId) ?? { size: 0, recallSum: 0, seen: 0, due: 0, items: [] };
    const offset = context.population.offsets[questionId] ?? 0;
    const memory = state.memories.get(questionId);
    const r = recall(memory, context.now, context.memory);
    row.size++;
    if (memory) {
      row.recallSum += r;
      row.seen++;
      if (r < RECALL_TARGET) row.due++;
    }
    row.items.push({ questionId, categoryId, recall: r, offset, guess });
    rows.set(categoryId, row);
    const mix = mixes.get(categoryId) ?? { evidence: [], pool: [] };
    mix.pool.push({ weight: 1, offset, guess });
    const evidence = state.evidence.get(questionId);
    if (evidence) {
      mix.evidence.push({ weight: evidenceWeightAt(evidence, context.now), offset, guess });
    }
    mixes.set(categoryId, mix);
  }
  const abilities = categoryAbilities(
    state.tallies,
    Object.keys(context.blueprint),
    context.population.rates,
    context.now,
    context.learningRate,
    mixes,
  );
  return { abilities, rows };
}

/**
 * The chance of working out (or guessing) a question of the row that is not recalled:
 * g_q + (1 - g_q) σ(ability + offset_q) averaged over the row weighted by 1 - R (so the row's
 * mean right is ρ + (1 - ρ) times it), and the mean guessing floor under the same weights.
 */
function notRecalledAbility(
  row: PoolRow | undefined,
  abilityLogit: number,
): { right: number; guess: number } {
  let mass = 0;
  let sum = 0;
  let guess = 0;
  for (const item of row?.items ?? []) {
    mass += 1 - item.recall;
    sum += (1 - item.recall) * rightOf(sigmoid(abilityLogit + item.offset), item.guess);
    guess += (1 - item.recall) * item.guess;
  }
  return mass > 0
    ? { right: sum / mass, guess: guess / mass }
    : { right: rightOf(sigmoid(abilityLogit), DEFAULT_GUESS_CHANCE), guess: DEFAULT_GUESS_CHANCE };
}

/**
 * Readiness = P(pass a blueprint exam today). A question is right if recalled (FSRS) or, if not,
 * worked out or guessed: p_q = R_q + (1 - R_q) (g_q + (1 - g_q) σ(θ_c + δ_q)) (θ_c the category
 * ability, δ_q the question's offset, g_q one in its number of options), so a category's mean over
 * its pool is ρ + (1 - ρ) ā with ρ the mean recall and ā the ability over the questions not
 * recalled. The range (low, high) is the 10th-90th percentile over the posterior of the
 * abilities, each drawn around the knowing logit of ā (above the row's mean floor ḡ) with the
 * ability's spread.
 */
export function assessReadiness(state: AssessedState, context: CoachContext): Readiness {
  const categories = Object.keys(context.blueprint);
  const { abilities, rows } = assessPool(state, context);
  const rho = (id: string) => {
    const row = rows.get(id);
    return row && row.size > 0 ? row.recallSum / row.size : 0;
  };
  const ability = new Map(
    categories.map((id) => [
      id,
      notRecalledAbility(rows.get(id), abilities.byCategory.get(id)?.logit ?? 0),
    ]),
  );

  const meansAt = (abilityOf: (id: string) => number) =>
    new Map(categories.map((id) => [id, rho(id) + (1 - rho(id)) * abilityOf(id)]));
  // The number: the plug-in estimate. Averaging over the posterior instead made readiness
  // under-confident on simulated learners (see the decision record): the estimates err less
  // than their nominal spread.
  const probability = blueprintPassProbability(
    context.blueprint,
    meansAt((id) => ability.get(id)?.right ?? 0),
  );
  const score = Math.round(probability * 100);
  const centers = new Map(
    [...ability].map(([id, a]) => [
      id,
      { logit: logit(knowledgeOf(a.right, a.guess)), guess: a.guess },
    ]),
  );
  const draws = posteriorDraws(abilities, centers, (abilityOf) =>
    blueprintPassProbability(context.blueprint, meansAt(abilityOf)),
  );

  return {
    score,
    probability,
    low: Math.round(percentile(draws, 0.1) * 100),
    high: Math.round(percentile(draws, 0.9) * 100),
    answered: state.answered,
    examReady: score >= READY_THRESHOLD,
    categories: categories.map((id) => {
      const row = rows.get(id) ?? { size: 0, recallSum: 0, seen: 0, due: 0 };
      const notRecalled = ability.get(id)?.right ?? 0;
      const expectedRight = rho(id) + (1 - rho(id)) * notRecalled;
      const examQuestions = context.blueprint[id] ?? 0;
      return {
        categoryId: id,
        poolSize: row.size,
        examQuestions,
        answered: row.seen,
        recalledNow: row.seen - row.due,
        dueForReview: row.due,
        ability: notRecalled,
        expectedRight,
        expectedMistakes: examQuestions * (1 - expectedRight),
      };
    }),
  };
}
