import type { Random } from "../random";
import { rightOf, sigmoid } from "./ability";
import { assessPool, type CoachContext } from "./readiness";
import type { AssessedState } from "./state";

export interface PracticePick {
  questionId: string;
  categoryId: string;
  /** Expected exam mistakes this question stands for now; what practising it can win back. */
  value: number;
}

/**
 * The coach's practice: the questions whose practice would raise the pass probability most.
 * A question of category c is one of poolSize(c) that fill blueprint(c) exam places, so it stands
 * for blueprint(c) / poolSize(c) x P(wrong now) expected mistakes, with
 * P(wrong now) = (1 - R_q)(1 - g_q - (1 - g_q) σ(θ_c + δ_q)) (g_q: one in its number of
 * options): due reviews, and unseen questions of weak categories that the population finds hard,
 * come first; well-remembered ones last. `random` only breaks ties.
 */
export function coachPractice(
  state: AssessedState,
  context: CoachContext,
  count: number,
  random: Random,
): PracticePick[] {
  const { abilities, rows } = assessPool(state, context);
  const scored = [...rows].flatMap(([categoryId, row]) => {
    const places = context.blueprint[categoryId] ?? 0;
    const estimate = abilities.byCategory.get(categoryId);
    if (places === 0 || !estimate) return [];
    // Judged by a cautious ability (one standard deviation down), so a category that looked
    // strong on a few answers still gets practised until we know: otherwise a lucky start would
    // keep a weak category out of practice, and its estimate would never be corrected.
    const cautious = estimate.logit - estimate.logitSd;
    return row.items.map(({ questionId, recall, offset, guess }) => {
      const wrong = (1 - recall) * (1 - rightOf(sigmoid(cautious + offset), guess));
      return { questionId, categoryId, value: (places / row.size) * wrong, tie: random() };
    });
  });
  scored.sort((a, b) => b.value - a.value || a.tie - b.tie);
  return scored.slice(0, count).map(({ questionId, categoryId, value }) => ({
    questionId,
    categoryId,
    value,
  }));
}
