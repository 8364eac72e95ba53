/**
 * The pass probability of one exam from the chance of getting each of its questions right.
 * Questions are independent given those chances, so the number of mistakes follows a
 * Poisson-binomial distribution, computed exactly by dynamic programming.
 */

/** The official rule: a 30-question exam is passed with at most 3 mistakes. */
export const EXAM_MAX_MISTAKES = 3;

/** P(exactly k mistakes) for k = 0..limit, and the tail above it in the last entry. */
export function mistakesDistribution(correctProbs: readonly number[], limit: number): number[] {
  // dist[k] = P(k mistakes so far) for k < limit + 1; dist[limit + 1] = P(more than limit).
  let dist = new Array<number>(limit + 2).fill(0);
  dist[0] = 1;
  for (const p of correctProbs) {
    const next = new Array<number>(limit + 2).fill(0);
    for (let k = 0; k <= limit + 1; k++) {
      const here = dist[k] ?? 0;
      if (here === 0) continue;
      next[k] = (next[k] ?? 0) + here * p;
      const worse = Math.min(k + 1, limit + 1);
      next[worse] = (next[worse] ?? 0) + here * (1 - p);
    }
    dist = next;
  }
  return dist;
}

/** The chance of at most `maxMistakes` mistakes. */
export function passProbability(
  correctProbs: readonly number[],
  maxMistakes = EXAM_MAX_MISTAKES,
): number {
  const dist = mistakesDistribution(correctProbs, maxMistakes);
  return dist.slice(0, maxMistakes + 1).reduce((sum, p) => sum + p, 0);
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
