import { type Random, shuffle } from "./random";
import type { SessionQuestion } from "./scoring";

/** A question of the exam pool (its current version): what the draw needs to know of it. */
export interface PoolQuestion {
  questionId: string;
  version: number;
  categoryId: string;
  difficulty: string;
  /** The option letters of the version, in their written order ("A", "B", "C"). */
  letters: readonly string[];
}

export interface DrawResult {
  items: SessionQuestion[];
  /** Fewer than asked were available (e.g. "never repeat" left too few). */
  shortBy: number;
}

const freeze = (candidate: PoolQuestion, random: Random): SessionQuestion => ({
  questionId: candidate.questionId,
  version: candidate.version,
  order: shuffle(candidate.letters, random).join(""),
});

/** A pool's questions by category, in pool order (categories in order of first appearance). */
function groupedByCategory(candidates: readonly PoolQuestion[]): Map<string, PoolQuestion[]> {
  const groups = new Map<string, PoolQuestion[]>();
  for (const candidate of candidates) {
    const list = groups.get(candidate.categoryId);
    if (list) list.push(candidate);
    else groups.set(candidate.categoryId, [candidate]);
  }
  return groups;
}

/** One category during a draw: a partial Fisher-Yates over its own list. */
class CategoryDraw {
  taken = 0;

  constructor(readonly list: PoolQuestion[]) {}

  get left(): number {
    return this.list.length - this.taken;
  }

  /** A random question not taken yet: swapped to the front part of the category, and taken. */
  takeOne(random: Random): PoolQuestion {
    const pick = this.taken + Math.floor(random() * this.left);
    const picked = this.list[pick] as PoolQuestion;
    this.list[pick] = this.list[this.taken] as PoolQuestion;
    this.list[this.taken] = picked;
    this.taken++;
    return picked;
  }
}

/**
 * Draws `count` questions spread over categories by `quota` (category -> how many). A category
 * short of questions leaves its places to the others, so the session still has `count` questions
 * when the pool allows. Deterministic for a given random source.
 *
 * Runs on every session start over the whole pool, so it draws by partial Fisher-Yates within
 * each category: random numbers for the questions taken, not for the whole pool.
 */
export function drawByQuota(
  candidates: readonly PoolQuestion[],
  quota: Readonly<Record<string, number>>,
  count: number,
  random: Random,
): DrawResult {
  const byCategory = new Map<string, CategoryDraw>();
  for (const [category, list] of groupedByCategory(candidates)) {
    byCategory.set(category, new CategoryDraw(list));
  }
  const chosen: PoolQuestion[] = [];
  for (const [category, wanted] of Object.entries(quota)) {
    const group = byCategory.get(category);
    while (group && group.taken < Math.min(wanted, group.list.length)) {
      chosen.push(group.takeOne(random));
    }
  }
  // Places a category could not fill go to what is left, round-robin over categories.
  const groups = [...byCategory.values()];
  while (chosen.length < count && groups.some((g) => g.left > 0)) {
    for (const group of groups) {
      if (group.left > 0 && chosen.length < count) chosen.push(group.takeOne(random));
    }
  }
  const items = shuffle(chosen.slice(0, count), random).map((c) => freeze(c, random));
  return { items, shortBy: Math.max(0, count - items.length) };
}

/** Draws `count` questions with no quota (quick practice, thematic), evenly over categories. */
export function drawSpread(
  candidates: readonly PoolQuestion[],
  count: number,
  random: Random,
): DrawResult {
  const categories = [...new Set(candidates.map((c) => c.categoryId))].sort();
  const quota = Object.fromEntries(
    categories.map((id) => [id, Math.floor(count / Math.max(1, categories.length))]),
  );
  return drawByQuota(candidates, quota, count, random);
}

/**
 * A draw someone else chose (the coach's weak-area practice): the first `count` of `questionIds`
 * found among the candidates, in shuffled order, each with its options shuffled.
 */
export function drawChosen(
  candidates: readonly PoolQuestion[],
  questionIds: readonly string[],
  count: number,
  random: Random,
): DrawResult {
  const byId = new Map(candidates.map((c) => [c.questionId, c]));
  const chosen = questionIds.flatMap((id) => byId.get(id) ?? []).slice(0, count);
  const items = shuffle(
    chosen.map((c) => freeze(c, random)),
    random,
  );
  return { items, shortBy: Math.max(0, count - items.length) };
}
