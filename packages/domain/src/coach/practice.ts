import type { Random } from "../random";
import { categoryAbilities, sigmoid } from "./ability";
import { recall } from "./memory";
import type { CoachContext } from "./readiness";
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
 * for blueprint(c) / poolSize(c) x P(wrong now) expected mistakes: due reviews (recall faded) and
 * unseen questions of weak categories come first, well-remembered ones last. `random` only breaks
 * ties (unseen questions of one category are worth the same).
 */
export function coachPractice(
  state: AssessedState,
  context: CoachContext,
  count: number,
  random: Random,
): PracticePick[] {
  const categories = Object.keys(context.blueprint);
  const abilities = categoryAbilities(
    state.tallies,
    categories,
    context.population,
    context.now,
  ).byCategory;
  const poolSize = new Map<string, number>();
  for (const q of context.pool) poolSize.set(q.categoryId, (poolSize.get(q.categoryId) ?? 0) + 1);

  const scored = context.pool.flatMap((question) => {
    const places = context.blueprint[question.categoryId] ?? 0;
    const estimate = abilities.get(question.categoryId);
    if (places === 0 || !estimate) return [];
    // Judged by a cautious ability (one standard deviation down), so a category that looked
    // strong on a few answers still gets practised until we know: otherwise a lucky start would
    // keep a weak category out of practice, and its estimate would never be corrected.
    const ability = sigmoid(estimate.logit - estimate.logitSd);
    const r = recall(state.memories.get(question.questionId), context.now, context.memory);
    const wrong = (1 - r) * (1 - ability);
    const value = (places / (poolSize.get(question.categoryId) ?? 1)) * wrong;
    return [{ ...question, value, tie: random() }];
  });
  scored.sort((a, b) => b.value - a.value || a.tie - b.tie);
  return scored.slice(0, count).map(({ questionId, categoryId, value }) => ({
    questionId,
    categoryId,
    value,
  }));
}
