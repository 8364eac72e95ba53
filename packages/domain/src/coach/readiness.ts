import type { PoolQuestion } from "../assemble";
import { type Random, seededRandom } from "../random";
import { type Abilities, categoryAbilities, type PopulationRates, sigmoid } from "./ability";
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

/** What the coach reads of a question of the exam pool. */
export type CoachPoolQuestion = Pick<PoolQuestion, "questionId" | "categoryId">;

/** Everything the coach needs besides the learner: the exam and the time. */
export interface CoachContext {
  /** The learner's exam pool (their transmission), current questions only. */
  pool: readonly CoachPoolQuestion[];
  blueprint: Readonly<Record<string, number>>;
  population: PopulationRates;
  /** How our learners forget compared with FSRS's defaults (see fitMemoryCalibration). */
  memory: MemoryCalibration;
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
  /** Chance of a right answer on a question never seen (the category ability). */
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
 * learner's overall level does. Seeded: the same data gives the same range.
 */
function posteriorDraws(
  abilities: Abilities,
  categories: readonly string[],
  passWith: (abilityOf: (id: string) => number) => number,
): number[] {
  const random = seededRandom(POSTERIOR_SEED);
  const draws: number[] = [];
  for (let i = 0; i < POSTERIOR_DRAWS; i++) {
    const shared = normal(random);
    const drawn = new Map<string, number>();
    for (const id of categories) {
      const ability = abilities.byCategory.get(id);
      if (!ability) continue;
      const w = ability.priorShare;
      const z = Math.sqrt(w) * shared + Math.sqrt(1 - w) * normal(random);
      drawn.set(id, sigmoid(ability.logit + ability.logitSd * z));
    }
    draws.push(passWith((id) => drawn.get(id) ?? 0));
  }
  return draws.sort((a, b) => a - b);
}

/** Per category: pool size, and the summed recall chance of its questions now. */
function recallByCategory(state: AssessedState, context: CoachContext) {
  const rows = new Map<string, { size: number; recallSum: number; seen: number; due: number }>();
  for (const question of context.pool) {
    const row = rows.get(question.categoryId) ?? { size: 0, recallSum: 0, seen: 0, due: 0 };
    row.size++;
    const memory = state.memories.get(question.questionId);
    if (memory) {
      const r = recall(memory, context.now, context.memory);
      row.recallSum += r;
      row.seen++;
      if (r < RECALL_TARGET) row.due++;
    }
    rows.set(question.categoryId, row);
  }
  return rows;
}

/**
 * Readiness = P(pass a blueprint exam today). A question is right if recalled (FSRS) or, if not,
 * worked out (ability a): p = R + (1 - R) a, so a category's mean over its pool is
 * rho + (1 - rho) a with rho the mean recall. The range (low, high) is the 10th-90th percentile
 * over the posterior of the abilities.
 */
export function assessReadiness(state: AssessedState, context: CoachContext): Readiness {
  const categories = Object.keys(context.blueprint);
  const abilities: Abilities = categoryAbilities(
    state.tallies,
    categories,
    context.population,
    context.now,
  );
  const rows = recallByCategory(state, context);
  const rho = (id: string) => {
    const row = rows.get(id);
    return row && row.size > 0 ? row.recallSum / row.size : 0;
  };

  const meansAt = (abilityOf: (id: string) => number) =>
    new Map(categories.map((id) => [id, rho(id) + (1 - rho(id)) * abilityOf(id)]));
  // The number: the plug-in estimate. Averaging over the posterior instead made readiness
  // under-confident on simulated learners (see the decision record): the estimates err less
  // than their nominal spread.
  const probability = blueprintPassProbability(
    context.blueprint,
    meansAt((id) => abilities.byCategory.get(id)?.mean ?? 0),
  );
  const score = Math.round(probability * 100);
  const draws = posteriorDraws(abilities, categories, (abilityOf) =>
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
      const ability = abilities.byCategory.get(id)?.mean ?? 0;
      const expectedRight = rho(id) + (1 - rho(id)) * ability;
      const examQuestions = context.blueprint[id] ?? 0;
      return {
        categoryId: id,
        poolSize: row.size,
        examQuestions,
        answered: row.seen,
        recalledNow: row.seen - row.due,
        dueForReview: row.due,
        ability,
        expectedRight,
        expectedMistakes: examQuestions * (1 - expectedRight),
      };
    }),
  };
}
