/**
 * The pass probability of one exam from the chance of getting each of its questions right.
 * Questions are independent given those chances, so the number of mistakes follows a
 * Poisson-binomial distribution, computed exactly by dynamic programming.
 */

/** The official rule: a 30-question exam is passed with at most 3 mistakes. */
export const EXAM_MAX_MISTAKES = 3;

/**
 * One more question, right with probability p: moves `dist` (P(k mistakes so far), the last entry
 * P(more than the limit)) into `next`.
 */
function addQuestion(dist: Float64Array, next: Float64Array, p: number): void {
  const last = dist.length - 1;
  next.fill(0);
  for (let k = 0; k <= last; k++) {
    const here = dist[k] as number;
    if (here === 0) continue;
    next[k] = (next[k] as number) + here * p;
    const worse = Math.min(k + 1, last);
    next[worse] = (next[worse] as number) + here * (1 - p);
  }
}

/**
 * The distribution after questions right with `probabilityOf(0..count-1)`, in two typed arrays
 * reused from question to question: readiness runs this about 3,000 times a read.
 */
function distribution(count: number, probabilityOf: (i: number) => number, limit: number) {
  let dist = new Float64Array(limit + 2);
  let next = new Float64Array(limit + 2);
  dist[0] = 1;
  for (let i = 0; i < count; i++) {
    addQuestion(dist, next, probabilityOf(i));
    [dist, next] = [next, dist];
  }
  return dist;
}

/** P(at most `maxMistakes`), summed from no mistakes up. */
const atMost = (dist: Float64Array, maxMistakes: number) => {
  let sum = 0;
  for (let k = 0; k <= maxMistakes; k++) sum += dist[k] as number;
  return sum;
};

/** P(exactly k mistakes) for k = 0..limit, and the tail above it in the last entry. */
export function mistakesDistribution(correctProbs: readonly number[], limit: number): number[] {
  return Array.from(distribution(correctProbs.length, (i) => correctProbs[i] as number, limit));
}

/** The chance of at most `maxMistakes` mistakes. */
export function passProbability(
  correctProbs: readonly number[],
  maxMistakes = EXAM_MAX_MISTAKES,
): number {
  const dist = distribution(correctProbs.length, (i) => correctProbs[i] as number, maxMistakes);
  return atMost(dist, maxMistakes);
}

/**
 * The pass probability of an exam drawn by the blueprint: `blueprint[c]` questions drawn at
 * random from category c, whose average chance of a right answer is `categoryMeans[c]`. Each
 * slot of category c is right with probability categoryMeans[c] (exact when drawing with
 * replacement; the draw is without, which with 50+ questions a category changes the result by
 * well under a point).
 */
export function blueprintPassProbability(
  blueprint: Readonly<Record<string, number>>,
  categoryMeans: ReadonlyMap<string, number>,
  maxMistakes = EXAM_MAX_MISTAKES,
): number {
  const slots: number[] = [];
  for (const [categoryId, count] of Object.entries(blueprint)) {
    const p = categoryMeans.get(categoryId) ?? 0;
    for (let i = 0; i < count; i++) slots.push(p);
  }
  return passProbability(slots, maxMistakes);
}
