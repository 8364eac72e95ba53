import type { Database } from "@cc/db/database";
import { coachInputsChanged, reviewCards, reviewCategories, reviewDays } from "@cc/db/schema/coach";
import type { CategoryTally } from "@cc/domain/coach/ability";
import type { AnswerEvent, Memory } from "@cc/domain/coach/memory";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { learnerAnswers } from "./coach.repo";

/** One learner's record in one category, and the ability evidence behind the coach. */
export interface CategoryRecord {
  categoryId: string;
  answered: number;
  correct: number;
  lastAnsweredAt: number;
  tally: CategoryTally;
}

/** A day with answers (UTC, "YYYY-MM-DD") and readiness at its end, once known. */
export interface DayRecord {
  day: string;
  answers: number;
  readiness: number | null;
}

/** Advisory locks of the form (class, key) of this feature: one learner's stored state. */
const LEARNER_LOCK_CLASS = 16;

const cardOf = (row: typeof reviewCards.$inferSelect): Memory => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  ...(row.lastReview ? { last_review: row.lastReview } : {}),
});

const categoryOf = (row: typeof reviewCategories.$inferSelect): CategoryRecord => ({
  categoryId: row.categoryId,
  answered: row.answered,
  correct: row.correct,
  lastAnsweredAt: row.lastAnsweredAt.getTime(),
  tally: {
    weight: row.evidenceWeight,
    right: row.evidenceRight,
    firstAttempts: row.firstAttempts,
    at: row.evidenceAt.getTime(),
  },
});

/**
 * The writer's side of the stored review state, on the transaction that records the answers.
 * Every write first takes the learner's lock, so two sessions finishing at once apply in turn.
 */
export const reviewStateRepo = {
  /**
   * Marks the learner's coach changed (coachInputsChanged, which also locks their users row),
   * then takes the learner's lock. Every writer takes the two in this order, so none waits for
   * the other's.
   */
  async lock(tx: Database, userId: string): Promise<void> {
    await tx.execute(coachInputsChanged(userId));
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LEARNER_LOCK_CLASS}, hashtext(${userId}::text))`,
    );
  },

  async categories(tx: Database, userId: string): Promise<CategoryRecord[]> {
    const rows = await tx
      .select()
      .from(reviewCategories)
      .where(eq(reviewCategories.userId, userId));
    return rows.map(categoryOf);
  },

  async lastDay(tx: Database, userId: string): Promise<DayRecord | undefined> {
    const [row] = await tx
      .select({ day: reviewDays.day, answers: reviewDays.answers, readiness: reviewDays.readiness })
      .from(reviewDays)
      .where(eq(reviewDays.userId, userId))
      .orderBy(desc(reviewDays.day))
      .limit(1);
    return row;
  },

  /** The cards of these questions (all the learner's when `questionIds` is omitted). */
  async cards(tx: Database, userId: string, questionIds?: readonly string[]) {
    const rows = await tx
      .select()
      .from(reviewCards)
      .where(
        and(
          eq(reviewCards.userId, userId),
          questionIds ? inArray(reviewCards.questionId, [...questionIds]) : undefined,
        ),
      );
    return new Map(rows.map((row) => [row.questionId, cardOf(row)]));
  },

  /** Whether the learner has answers recorded other than those of `sessionId`. */
  async hasOtherAnswers(tx: Database, userId: string, sessionId?: string): Promise<boolean> {
    const result = await tx.execute<{ found: boolean }>(sql`
      select exists (select 1 from answer_sets where user_id = ${userId}::uuid
                     and session_id is distinct from ${sessionId ?? null}::uuid) as found`);
    return Boolean(result.rows[0]?.found);
  },

  /** Every answer of the learner, oldest first: the history the state is a fold of. */
  history: (tx: Database, userId: string): Promise<AnswerEvent[]> => learnerAnswers(tx, userId),

  async clear(tx: Database, userId: string): Promise<void> {
    for (const table of [reviewCards, reviewCategories, reviewDays]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
  },

  /** Writes (inserts or replaces) cards, categories and days. */
  async save(
    tx: Database,
    userId: string,
    change: {
      cards: ReadonlyMap<string, { categoryId: string; card: Memory }>;
      categories: readonly CategoryRecord[];
      days: readonly DayRecord[];
    },
  ): Promise<void> {
    const cards = [...change.cards].map(([questionId, { categoryId, card }]) => ({
      userId,
      questionId,
      categoryId,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsedDays: card.elapsed_days,
      scheduledDays: card.scheduled_days,
      learningSteps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      lastReview: card.last_review ?? null,
    }));
    const excluded = (columns: readonly string[]) =>
      Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${snake(c)}`)]));
    // Chunks keep each statement under PostgreSQL's 65,535 bound parameters.
    for (let i = 0; i < cards.length; i += 2_000) {
      await tx
        .insert(reviewCards)
        .values(cards.slice(i, i + 2_000))
        .onConflictDoUpdate({
          target: [reviewCards.userId, reviewCards.questionId],
          set: excluded(Object.keys(cards[0] ?? {}).filter((c) => c !== "userId")),
        });
    }
    if (change.categories.length) {
      await tx
        .insert(reviewCategories)
        .values(
          change.categories.map((c) => ({
            userId,
            categoryId: c.categoryId,
            answered: c.answered,
            correct: c.correct,
            lastAnsweredAt: new Date(c.lastAnsweredAt),
            evidenceWeight: c.tally.weight,
            evidenceRight: c.tally.right,
            firstAttempts: c.tally.firstAttempts,
            evidenceAt: new Date(c.tally.at),
          })),
        )
        .onConflictDoUpdate({
          target: [reviewCategories.userId, reviewCategories.categoryId],
          set: excluded([
            "answered",
            "correct",
            "lastAnsweredAt",
            "evidenceWeight",
            "evidenceRight",
            "firstAttempts",
            "evidenceAt",
          ]),
        });
    }
    if (change.days.length) {
      await tx
        .insert(reviewDays)
        .values(change.days.map((d) => ({ userId, ...d })))
        .onConflictDoUpdate({
          target: [reviewDays.userId, reviewDays.day],
          set: excluded(["answers", "readiness"]),
        });
    }
  },
};

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
