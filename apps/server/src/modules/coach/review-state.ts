import type { Database } from "@cc/db/database";
import type { CategoryTally } from "@cc/domain/coach/ability";
import type { QuestionEvidence } from "@cc/domain/coach/difficulty";
import { type AnswerEvent, DAY_MS, FSRS_DEFAULTS, type Memory } from "@cc/domain/coach/memory";
import { assessReadiness, type CoachContext } from "@cc/domain/coach/readiness";
import { type LearnerState, recordAnswer } from "@cc/domain/coach/state";
import type { CategoryRecord, DayRecord, StoredCards } from "./review-state.reads";
import { reviewStateRepo as repo } from "./review-state.repo";

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
  cards: StoredCards;
  categories: readonly CategoryRecord[];
  lastDay: DayRecord | undefined;
}

/**
 * Keeps each learner's stored review state (cards, category sums, days) a fold of their answers.
 * Recording an answer set does not touch it (a submit only raises the learner's coach version):
 * the next reader catches it up, folding every answer set above its watermark in one transaction
 * under the learner's lock, in time order. It is rebuilt from the whole history when it is
 * missing (answers from before it existed, a progress reset) or when answers arrive older than
 * those already folded.
 */
export function createReviewState(deps: { contextFor: ContextFor; now: () => number }) {
  /**
   * Folds `events` (in time order) into `stored` and writes what changed, with the watermark
   * `folded` (the coach version they go up to).
   */
  async function fold(
    tx: Database,
    userId: string,
    stored: Stored,
    events: readonly AnswerEvent[],
    folded: number,
  ) {
    const state: LearnerState = {
      memories: stored.cards.memories,
      tallies: new Map(stored.categories.map((c) => [c.categoryId, c.tally])),
      evidence: stored.cards.evidence,
      answered: stored.categories.reduce((sum, c) => sum + c.answered, 0),
    };
    const records = new Map(stored.categories.map((c) => [c.categoryId, { ...c }]));
    const days = new Map<string, DayRecord>();
    if (stored.lastDay) days.set(stored.lastDay.day, { ...stored.lastDay });
    const changed = new Map<
      string,
      { categoryId: string; card: Memory; evidence: QuestionEvidence }
    >();
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
      const evidence = state.evidence.get(event.questionId) as QuestionEvidence;
      changed.set(event.questionId, { categoryId: event.categoryId, card, evidence });
      const record = records.get(event.categoryId);
      const tally = state.tallies.get(event.categoryId) as CategoryTally;
      records.set(event.categoryId, {
        categoryId: event.categoryId,
        answered: tally.answers,
        correct: (record?.correct ?? 0) + (event.correct ? 1 : 0),
        lastAnsweredAt: Math.max(record?.lastAnsweredAt ?? 0, event.answeredAt),
        tally,
      });
      const dayRecord = days.get(day) ?? { day, answers: 0, readiness: null };
      days.set(day, { ...dayRecord, answers: dayRecord.answers + 1 });
    }
    await repo.save(tx, userId, {
      cards: changed,
      categories: [...records.values()],
      days: [...days.values()],
      folded,
    });
  }

  async function rebuildLocked(tx: Database, userId: string, folded: number) {
    await repo.clear(tx, userId);
    const history = await repo.history(tx, userId);
    const none = { memories: new Map(), evidence: new Map() };
    const empty: Stored = { cards: none, categories: [], lastDay: undefined };
    await fold(tx, userId, empty, history, folded);
  }

  return {
    /**
     * Folds the answer sets recorded since the state's watermark (every reader of the state
     * calls it when the state is behind). Two at once for one learner apply in turn; the second
     * finds nothing left.
     */
    async catchUp(db: Database, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const learner = await repo.lock(tx, userId);
        if (!learner || learner.folded === learner.version) return;
        const { events, categories, lastDay, cards } = await repo.pending(
          tx,
          userId,
          learner.folded ?? 0,
        );
        const latest = Math.max(0, ...categories.map((c) => c.lastAnsweredAt));
        const first = events[0];
        // No state yet (answers from before it existed, or a reset), or answers older than it.
        if (categories.length === 0 || (first && first.answeredAt < latest)) {
          return rebuildLocked(tx, userId, learner.version);
        }
        if (!first) {
          // The version moved without answers (an exam date, a finish with none).
          const none = { cards: new Map(), categories: [], days: [] };
          return repo.save(tx, userId, { ...none, folded: learner.version });
        }
        const firstDay = dayKey(first.answeredAt);
        const crossesDays =
          (lastDay !== undefined && lastDay.day !== firstDay) ||
          firstDay !== dayKey((events.at(-1) as AnswerEvent).answeredAt);
        // A day's end needs readiness over every card; otherwise only these answers' cards change.
        const read = crossesDays ? await repo.cards(tx, userId) : cards;
        await fold(tx, userId, { cards: read, categories, lastDay }, events, learner.version);
      });
    },

    /**
     * Rebuilds one learner's state from their history (idempotent), and marks their coach
     * changed: a rebuild after a change of the model changes what the coach shows.
     */
    async rebuild(db: Database, userId: string) {
      await db.transaction(async (tx) => {
        await repo.raise(tx, userId);
        const learner = await repo.lock(tx, userId);
        if (learner) await rebuildLocked(tx, userId, learner.version);
      });
    },
  };
}
