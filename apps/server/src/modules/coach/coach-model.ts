import type { PopulationFit } from "@cc/db/schema/coach";
import { FULL_EXAM_BLUEPRINT } from "@cc/domain/blueprint";
import type { Population } from "@cc/domain/coach/difficulty";
import type { CoachContext, CoachPoolQuestion } from "@cc/domain/coach/readiness";
import { MEMORY } from "./review-state";

/** A read-only figure kept per process for `ttlMs`. */
export function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number) {
  let value: { at: number; data: Promise<T> } | undefined;
  return () => {
    if (!value || now() - value.at > ttlMs) value = { at: now(), data: load() };
    return value.data;
  };
}

/**
 * What the model takes of a fit. Before the first, the default prior of every category and no
 * learning term; a fit from before question offsets (or the learning rate) existed has none.
 */
export const modelOf = (fit: PopulationFit | undefined) => ({
  population: { rates: fit?.rates ?? {}, offsets: fit?.offsets ?? {} } satisfies Population,
  learningRate: fit?.learningRate ?? 0,
});
type Model = ReturnType<typeof modelOf>;

/** The context the coach assesses a learner in at a given time, over one pool and fit. */
export const contextWith =
  (pool: readonly CoachPoolQuestion[], fitted: Model) =>
  (time: number): CoachContext => ({
    pool,
    blueprint: FULL_EXAM_BLUEPRINT,
    population: fitted.population,
    memory: MEMORY,
    learningRate: fitted.learningRate,
    now: time,
  });
