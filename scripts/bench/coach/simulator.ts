/**
 * A simulated learner with hidden truths the coach never sees: an overall level, an offset per
 * category, a difficulty per question, and a memory per question that strengthens when recalled
 * at the right moment and fades along a power law steeper than FSRS-6's default, with its own
 * stability rules (so the model is tested against a truth it does not share).
 */
import { drawByQuota, type PoolQuestion } from "@cc/domain/assemble";
import { DAY_MS } from "@cc/domain/coach/memory";
import { blueprintPassProbability } from "@cc/domain/coach/pass-probability";
import type { CoachPoolQuestion } from "@cc/domain/coach/readiness";
import type { Random } from "@cc/domain/random";

export interface SimQuestion extends CoachPoolQuestion {
  difficulty: number;
}

interface Trace {
  stability: number;
  lastAt: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** Stability (days) of a question read once with its explanation. */
const FIRST_STABILITY = 1.5;

export function normal(random: Random): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * The question bank's hidden difficulties (shared by every learner), for questions with these
 * numbers of options per category.
 */
export function simulatedPool(
  optionCounts: Record<string, readonly number[]>,
  random: Random,
): SimQuestion[] {
  return Object.entries(optionCounts).flatMap(([categoryId, counts]) =>
    counts.map((options, i) => ({
      questionId: `${categoryId}-${i}`,
      categoryId,
      difficulty: 0.9 * normal(random),
      options,
    })),
  );
}

export class HiddenLearner {
  private readonly offset = new Map<string, number>();
  private readonly practised = new Map<string, number>();
  private readonly traces = new Map<string, Trace>();
  readonly level: number;

  constructor(
    private readonly pool: readonly SimQuestion[],
    private readonly random: Random,
  ) {
    this.level = 0.8 * normal(random) - 0.2;
    for (const q of pool) {
      if (!this.offset.has(q.categoryId)) this.offset.set(q.categoryId, 0.6 * normal(random));
    }
  }

  /** Topic knowledge grows with practice in the category, with diminishing returns. */
  private transfer(categoryId: string): number {
    return 1.2 * Math.log1p((this.practised.get(categoryId) ?? 0) / 20);
  }

  /**
   * Chance of working the answer out without remembering the question, or of guessing it: one
   * in the question's number of options.
   */
  private base(q: SimQuestion): number {
    const know = sigmoid(
      this.level +
        (this.offset.get(q.categoryId) ?? 0) +
        this.transfer(q.categoryId) -
        q.difficulty,
    );
    return 1 / q.options + (1 - 1 / q.options) * know;
  }

  private recallAt(q: SimQuestion, now: number): number {
    const trace = this.traces.get(q.questionId);
    // R = (1 + t / (9 S))^-1: recall is 0.9 one stability after the last review.
    return trace ? 1 / (1 + (now - trace.lastAt) / DAY_MS / (9 * trace.stability)) : 0;
  }

  /** The true chance of a right answer now. */
  rightChance(q: SimQuestion, now: number): number {
    const r = this.recallAt(q, now);
    return r + (1 - r) * this.base(q);
  }

  /** Answers, reads the feedback and learns from it. */
  answer(q: SimQuestion, now: number): { correct: boolean; timeMs: number } {
    const r = this.recallAt(q, now);
    const recalled = this.random() < r;
    const correct = recalled || this.random() < this.base(q);
    const median = recalled ? 5_000 : 15_000;
    const timeMs = Math.round(median * Math.exp(0.4 * normal(this.random)));
    const trace = this.traces.get(q.questionId);
    const jitter = Math.exp(0.3 * normal(this.random));
    if (!trace) {
      this.traces.set(q.questionId, { stability: FIRST_STABILITY * jitter, lastAt: now });
    } else if (recalled) {
      // Spacing effect: a recall that was harder (lower r) strengthens memory more.
      trace.stability *= (1.5 + 3 * (1 - r)) * jitter;
      trace.lastAt = now;
    } else {
      trace.stability = Math.max(FIRST_STABILITY * 0.8, trace.stability * 0.5) * jitter;
      trace.lastAt = now;
    }
    this.practised.set(q.categoryId, (this.practised.get(q.categoryId) ?? 0) + 1);
    return { correct, timeMs };
  }

  /** The true chance of a right answer on a question of each category drawn at random now. */
  categoryMeans(now: number): Map<string, number> {
    const sums = new Map<string, { sum: number; n: number }>();
    for (const q of this.pool) {
      const row = sums.get(q.categoryId) ?? { sum: 0, n: 0 };
      row.sum += this.rightChance(q, now);
      row.n++;
      sums.set(q.categoryId, row);
    }
    return new Map([...sums].map(([id, row]) => [id, row.sum / row.n]));
  }

  /** The oracle: the true chance of passing an exam drawn by the blueprint now. */
  passChance(blueprint: Readonly<Record<string, number>>, now: number): number {
    return blueprintPassProbability(blueprint, this.categoryMeans(now));
  }

  /**
   * Sits a real exam (drawn like the server draws one, without learning from it): passed? The draw
   * and the answers use `random`, not the learner's own stream, so sitting an exam does not change
   * what happens in later practice.
   */
  sitsExam(
    candidates: readonly PoolQuestion[],
    blueprint: Readonly<Record<string, number>>,
    now: number,
    random: Random,
  ): boolean {
    const total = Object.values(blueprint).reduce((a, b) => a + b, 0);
    const byId = new Map(this.pool.map((q) => [q.questionId, q]));
    const exam = drawByQuota(candidates, blueprint, total, random);
    let mistakes = 0;
    for (const item of exam.items) {
      const q = byId.get(item.questionId);
      if (q && random() >= this.rightChance(q, now)) mistakes++;
    }
    return mistakes <= 3;
  }
}
