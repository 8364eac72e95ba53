import type { Database } from "@cc/db/database";
import { coachInputsChanged, reviewCards, reviewCategories, reviewDays } from "@cc/db/schema/coach";
import type { AnswerEvent } from "@cc/domain/coach/memory";
import { eq } from "drizzle-orm";
import { learnerAnswers } from "./coach.repo";
import {
  cardsOf,
  cardsStatement,
  categoryOf,
  eventOf,
  lockStatement,
  pendingStatement,
  type StoredCards,
} from "./review-state.reads";
import { type ReviewStateChange, saveParams, saveStatement } from "./review-state.writes";

// Built once, on the first transaction that needs them; each call runs them `.in(tx)`.
let statements: {
  lock: ReturnType<typeof lockStatement>;
  pending: ReturnType<typeof pendingStatement>;
  cards: ReturnType<typeof cardsStatement>;
  save: ReturnType<typeof saveStatement>;
};
const statementsOn = (tx: Database) =>
  (statements ??= {
    lock: lockStatement(tx),
    pending: pendingStatement(tx),
    cards: cardsStatement(tx),
    save: saveStatement(tx),
  });

/**
 * The stored review state's side in the database: what a catch-up reads and writes, on its
 * transaction, behind the learner's lock.
 */
export const reviewStateRepo = {
  /**
   * Takes the learner's lock (their users row, until the transaction ends: two catch-ups of one
   * learner apply in turn, and no answer set of theirs is being recorded meanwhile), and reads
   * their coach version and the state's watermark. Undefined for no such learner.
   */
  async lock(tx: Database, userId: string) {
    const { rows } = await statementsOn(tx).lock.in(tx)({ userId });
    return rows[0];
  },

  /** Marks the learner's coach changed (coachInputsChanged), taking their lock. */
  async raise(tx: Database, userId: string): Promise<void> {
    await tx.execute(coachInputsChanged(userId));
  },

  /**
   * The answers of the learner's answer sets above `after`, in time order, their category
   * records, last day and the cards of those answers' questions, read in one round trip.
   */
  async pending(tx: Database, userId: string, after: number) {
    const [row] = (await statementsOn(tx).pending.in(tx)({ userId, after })).rows;
    return {
      events: (row?.events ?? []).map(eventOf),
      categories: (row?.categories ?? []).map(categoryOf),
      lastDay: row?.last_day ?? undefined,
      cards: cardsOf(row?.cards ?? []),
    };
  },

  /** Every card of the learner. */
  async cards(tx: Database, userId: string): Promise<StoredCards> {
    const [row] = (await statementsOn(tx).cards.in(tx)({ userId })).rows;
    return cardsOf(row?.cards ?? []);
  },

  /** Every answer of the learner, oldest first: the history the state is a fold of. */
  history: (tx: Database, userId: string): Promise<AnswerEvent[]> => learnerAnswers(tx, userId),

  async clear(tx: Database, userId: string): Promise<void> {
    for (const table of [reviewCards, reviewCategories, reviewDays]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
  },

  /**
   * Writes (inserts or replaces) cards, categories and days, and moves the watermark to
   * `folded`, in one statement.
   */
  async save(tx: Database, userId: string, change: ReviewStateChange): Promise<void> {
    await statementsOn(tx).save.in(tx)(saveParams(userId, change));
  },
};
