import type { Database } from "@cc/db/database";
import type { CategoryTally } from "@cc/domain/coach/ability";
import { type AnswerEvent, DAY_MS, FSRS_DEFAULTS, type Memory } from "@cc/domain/coach/memory";
import { assessReadiness, type CoachContext } from "@cc/domain/coach/readiness";
import { inTimeOrder, type LearnerState, recordAnswer } from "@cc/domain/coach/state";
import { type CategoryRecord, type DayRecord, reviewStateRepo as repo } from "./review-state.repo";

/** How our learners forget: FSRS-6's defaults until a refit fits them (decision 0028). */
export const MEMORY = FSRS_DEFAULTS;
/** How far back the readiness trend looks (one point per day with answers). */
export const TREND_DAYS = 21;

/** The UTC day of a time, as PostgreSQL's `date` prints it. */
export const dayKey = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The last millisecond of a day. */
export const endOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`) + DAY_MS - 1;

/** The coach's context (pool, population) for a learner at a time. */
export type ContextFor = (tx: Database, userId: string) => Promise<(time: number) => CoachContext>;

interface Stored {
  cards: Map<string, Memory>;
  categories: readonly CategoryRecord[];
  lastDay: DayRecord | undefined;
}

/**
 * Keeps each learner's stored review state (cards, category sums, days) a fold of their answers:
 * extended in the transaction that records a session's answers, rebuilt from the whole history
 * when it is missing (answers from before it existed) or when answers arrive out of time order.
 */
export function createReviewState(deps: { contextFor: ContextFor; now: () => number }) {
  /** Folds `events` (in time order) into `stored` and writes what changed. */
  async function fold(tx: Database, userId: string, stored: Stored, events: AnswerEvent[]) {
    const state: LearnerState = {
      memories: stored.cards,
      tallies: new Map(stored.categories.map((c) => [c.categoryId, c.tally])),
      answered: stored.categories.reduce((sum, c) => sum + c.answered, 0),
    };
    const records = new Map(stored.categories.map((c) => [c.categoryId, { ...c }]));
    const days = new Map<string, DayRecord>();
    if (stored.lastDay) days.set(stored.lastDay.day, { ...stored.lastDay });
    const changed = new Map<string, { categoryId: string; card: Memory }>();
    let context: ((time: number) => CoachContext) | undefined;
    let current = stored.lastDay?.day;

    // Readiness at the end of a finished day, for the trend (older days are never shown).
    const closeDay = async (day: string) => {
      const record = days.get(day);
      const end = endOfDay(day);
      if (!record || deps.now() - end > TREND_DAYS * DAY_MS) return;
      context ??= await deps.contextFor(tx, userId);
      record.readiness = assessReadiness(state, context(end)).score;
    };

    for (const event of events) {
      const day = dayKey(event.answeredAt);
      if (current !== undefined && current !== day) await closeDay(current);
      current = day;
      recordAnswer(state, event, MEMORY);
      const card = state.memories.get(event.questionId) as Memory;
      changed.set(event.questionId, { categoryId: event.categoryId, card });
      const record = records.get(event.categoryId);
      records.set(event.categoryId, {
        categoryId: event.categoryId,
        answered: (record?.answered ?? 0) + 1,
        correct: (record?.correct ?? 0) + (event.correct ? 1 : 0),
        lastAnsweredAt: Math.max(record?.lastAnsweredAt ?? 0, event.answeredAt),
        tally: state.tallies.get(event.categoryId) as CategoryTally,
      });
      const dayRecord = days.get(day) ?? { day, answers: 0, readiness: null };
      days.set(day, { ...dayRecord, answers: dayRecord.answers + 1 });
    }
    await repo.save(tx, userId, {
      cards: changed,
      categories: [...records.values()],
      days: [...days.values()],
    });
  }

  async function rebuildLocked(tx: Database, userId: string) {
    await repo.clear(tx, userId);
    const history = await repo.history(tx, userId);
    await fold(tx, userId, { cards: new Map(), categories: [], lastDay: undefined }, history);
  }

  return {
    /**
     * Adds one finished session's answers, on the transaction that records them (so an
     * acknowledged submit and the state never disagree), and marks the learner's coach changed.
     */
    async record(tx: Database, userId: string, sessionId: string, answers: AnswerEvent[]) {
      // A finished session changes the coach's figures even without answers (its exams).
      await repo.lock(tx, userId);
      if (answers.length === 0) return;
      const events = inTimeOrder(answers);
      const first = events[0] as AnswerEvent;
      const read = await repo.read(
        tx,
        userId,
        events.map((e) => e.questionId),
      );
      const { categories, lastDay } = read;
      const latest = Math.max(0, ...categories.map((c) => c.lastAnsweredAt));
      const stale =
        categories.length === 0
          ? await repo.hasOtherAnswers(tx, userId, sessionId)
          : first.answeredAt < latest;
      if (stale) return rebuildLocked(tx, userId);
      const firstDay = dayKey(first.answeredAt);
      const crossesDays =
        (lastDay !== undefined && lastDay.day !== firstDay) ||
        firstDay !== dayKey((events.at(-1) as AnswerEvent).answeredAt);
      // A day's end needs readiness over every card; otherwise only the session's cards change.
      const cards = crossesDays ? (await repo.read(tx, userId, null)).cards : read.cards;
      await fold(tx, userId, { cards, categories, lastDay }, events);
    },

    /** Rebuilds one learner's state from their history (idempotent). */
    async rebuild(db: Database, userId: string) {
      await db.transaction(async (tx) => {
        await repo.lock(tx, userId);
        await rebuildLocked(tx, userId);
      });
    },

    /** Builds the state of a learner who has answers but none stored yet; false if none. */
    async ensure(db: Database, userId: string): Promise<boolean> {
      // Checked before the lock, which marks the coach changed: a learner without answers, whose
      // dashboard comes here on every computation, would otherwise never have one kept.
      if (!(await repo.hasOtherAnswers(db, userId))) return false;
      return db.transaction(async (tx) => {
        await repo.lock(tx, userId);
        if ((await repo.read(tx, userId, [])).categories.length > 0) return true;
        await rebuildLocked(tx, userId);
        return true;
      });
    },
  };
}
