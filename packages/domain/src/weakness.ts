/** A learner's record in one category (the per-learner rollup). */
export interface CategoryRecord {
  categoryId: string;
  answered: number;
  correct: number;
}

/** How many categories a weak-area session draws from. */
export const WEAK_CATEGORY_COUNT = 3;

/**
 * The learner's weakest categories, weighted by how weak each is: one minus the accuracy smoothed
 * towards 50% (Laplace: (correct + 1) / (answered + 2)), so two lucky answers do not make a
 * category "strong" and a category never tried counts as unknown (0.5) rather than perfect.
 * Returns category -> weight for the `limit` weakest (ties by category order), ready for
 * drawWeakAreas. Empty when the learner has answered nothing: there is nothing to call weak yet.
 */
export function weakestCategories(
  records: readonly CategoryRecord[],
  categories: readonly string[],
  limit = WEAK_CATEGORY_COUNT,
): Record<string, number> {
  if (!records.some((r) => r.answered > 0)) return {};
  const byId = new Map(records.map((r) => [r.categoryId, r]));
  const ranked = categories
    .map((categoryId, order) => {
      const record = byId.get(categoryId);
      const answered = record?.answered ?? 0;
      const correct = record?.correct ?? 0;
      return { categoryId, order, weakness: 1 - (correct + 1) / (answered + 2) };
    })
    .sort((a, b) => b.weakness - a.weakness || a.order - b.order);
  return Object.fromEntries(ranked.slice(0, limit).map((c) => [c.categoryId, c.weakness]));
}
