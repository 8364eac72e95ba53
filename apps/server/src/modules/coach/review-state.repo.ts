import type { Database } from "@cc/db/database";
import { coachInputsChanged, reviewCards, reviewCategories, reviewDays } from "@cc/db/schema/coach";
import type { CategoryTally } from "@cc/domain/coach/ability";
import type { QuestionEvidence } from "@cc/domain/coach/difficulty";
import type { AnswerEvent, Memory } from "@cc/domain/coach/memory";
import { eq, sql } from "drizzle-orm";
import { preparedStatement } from "../sessions/prepared";
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

const p = sql.placeholder;
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

type CardRow = [
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number | null,
  number,
];
type CategoryRow = [string, number, number, number, number, number, number, number, number];

const cardOf = ([, due, ...rest]: CardRow): Memory => {
  const [stability, difficulty, elapsed, scheduled, steps, reps, lapses, state, lastReview] = rest;
  return {
    due: new Date(due),
    stability,
    difficulty,
    elapsed_days: elapsed,
    scheduled_days: scheduled,
    learning_steps: steps,
    reps,
    lapses,
    state,
    ...(lastReview !== null ? { last_review: new Date(lastReview) } : {}),
  };
};

const categoryOf = ([
  categoryId,
  answered,
  correct,
  last,
  ...tally
]: CategoryRow): CategoryRecord => {
  const [weight, right, practice, firstAttempts, at] = tally;
  return {
    categoryId,
    answered,
    correct,
    lastAnsweredAt: last,
    tally: { weight, right, practice, answers: answered, firstAttempts, at },
  };
};

type EventRow = [string, string, boolean, number | null, number];

/* A card as the fold reads it back, every FSRS field, and the evidence its answers gave. */
const cardJson = sql`json_build_array(question_id, ${ms("due")}, stability, difficulty,
  elapsed_days, scheduled_days, learning_steps, reps, lapses, state, ${ms("last_review")},
  evidence_weight)`;

/*
 * What a catch-up folds and starts from, in one round trip: the answers of the learner's answer
 * sets above the watermark (`after`) in time order (ties: set, then place in the set), the
 * learner's category sums, their last day, and the cards of the questions those answers touch.
 */
const pendingStatement = (db: Database) =>
  preparedStatement<{
    events: EventRow[];
    categories: CategoryRow[];
    last_day: DayRecord | null;
    cards: CardRow[];
  }>(
    db,
    "coach_review_state_pending",
    sql`
      with pending as (
        select a.question_id, a.category_id, a.correct, a.time_ms, a.answered_at,
               s.coach_version, a.n
          from answer_sets s,
               unnest(s.question_ids, s.category_ids, s.correct, s.time_ms, s.answered_at)
                 with ordinality as a(question_id, category_id, correct, time_ms, answered_at, n)
         where s.user_id = ${p("userId")}::uuid and s.coach_version > ${p("after")}::int
      )
      select
        (select coalesce(json_agg(json_build_array(question_id, category_id, correct, time_ms,
                  ${ms("answered_at")}) order by answered_at, coach_version, n), '[]')
           from pending) as events,
        (select coalesce(json_agg(json_build_array(category_id, answered, correct,
                  ${ms("last_answered_at")}, evidence_weight, evidence_right, evidence_practice,
                  first_attempts, ${ms("evidence_at")})), '[]')
           from review_categories where user_id = ${p("userId")}::uuid) as categories,
        (select json_build_object('day', day, 'answers', answers, 'readiness', readiness)
           from review_days where user_id = ${p("userId")}::uuid
          order by day desc limit 1) as last_day,
        (select coalesce(json_agg(${cardJson}), '[]')
           from review_cards
          where user_id = ${p("userId")}::uuid
            and question_id in (select question_id from pending)) as cards`,
  );

/* Every card of the learner (a day's end needs readiness over all of them). */
const cardsStatement = (db: Database) =>
  preparedStatement<{ cards: CardRow[] }>(
    db,
    "coach_review_state_cards",
    sql`
      select coalesce(json_agg(${cardJson}), '[]') as cards
        from review_cards where user_id = ${p("userId")}::uuid`,
  );

/* The learner's coach version and the state's watermark, their users row locked until the end of
 * the transaction: the learner's lock, which every recording of an answer set also takes. */
const lockStatement = (db: Database) =>
  preparedStatement<{ version: number; folded: number | null }>(
    db,
    "coach_review_state_lock",
    sql`
      select coach_version as version, coach_folded_version as folded
        from users where id = ${p("userId")}::uuid
         for no key update`,
  );

/*
 * The fold's changes in one statement: cards, categories and days, each a JSON array unpacked in
 * SQL and upserted, and the watermark moved (PostgreSQL runs every data-modifying part of a WITH
 * exactly once).
 */
const saveStatement = (db: Database) =>
  preparedStatement(
    db,
    "coach_review_state_save",
    sql`
      with cards as (
        insert into review_cards (user_id, question_id, category_id, due, stability, difficulty,
                                  elapsed_days, scheduled_days, learning_steps, reps, lapses,
                                  state, last_review, evidence_weight)
        select ${p("userId")}::uuid, c.*
          from jsonb_to_recordset(${p("cards")}::jsonb)
               as c(question_id text, category_id text, due timestamptz, stability float8,
                    difficulty float8, elapsed_days int, scheduled_days int, learning_steps int,
                    reps int, lapses int, state smallint, last_review timestamptz,
                    evidence_weight float8)
        on conflict (user_id, question_id) do update
           set category_id = excluded.category_id, due = excluded.due,
               stability = excluded.stability, difficulty = excluded.difficulty,
               elapsed_days = excluded.elapsed_days, scheduled_days = excluded.scheduled_days,
               learning_steps = excluded.learning_steps, reps = excluded.reps,
               lapses = excluded.lapses, state = excluded.state,
               last_review = excluded.last_review, evidence_weight = excluded.evidence_weight
      ),
      categories as (
        insert into review_categories (user_id, category_id, answered, correct,
                                       last_answered_at, evidence_weight, evidence_right,
                                       evidence_practice, first_attempts, evidence_at)
        select ${p("userId")}::uuid, c.*
          from jsonb_to_recordset(${p("categories")}::jsonb)
               as c(category_id text, answered int, correct int, last_answered_at timestamptz,
                    evidence_weight float8, evidence_right float8, evidence_practice float8,
                    first_attempts int, evidence_at timestamptz)
        on conflict (user_id, category_id) do update
           set answered = excluded.answered, correct = excluded.correct,
               last_answered_at = excluded.last_answered_at,
               evidence_weight = excluded.evidence_weight,
               evidence_right = excluded.evidence_right,
               evidence_practice = excluded.evidence_practice,
               first_attempts = excluded.first_attempts, evidence_at = excluded.evidence_at
      ),
      days as (
        insert into review_days (user_id, day, answers, readiness)
        select ${p("userId")}::uuid, d.*
          from jsonb_to_recordset(${p("days")}::jsonb) as d(day date, answers int, readiness smallint)
        on conflict (user_id, day) do update
           set answers = excluded.answers, readiness = excluded.readiness
      ),
      watermark as (
        update users set coach_folded_version = ${p("folded")}::int
         where id = ${p("userId")}::uuid
      )
      select 1`,
  );

const iso = (time: number) => new Date(time).toISOString();

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

/** Cards read back: the memories, and each question's evidence as of its last review. */
export interface StoredCards {
  memories: Map<string, Memory>;
  evidence: Map<string, QuestionEvidence>;
}

const cardsOf = (rows: readonly CardRow[]): StoredCards => ({
  memories: new Map(rows.map((card) => [card[0], cardOf(card)])),
  evidence: new Map(
    rows.map((card): [string, QuestionEvidence] => [
      card[0],
      { weight: card[11], at: card[10] ?? 0 },
    ]),
  ),
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
      events: (row?.events ?? []).map(
        ([questionId, categoryId, correct, timeMs, answeredAt]): AnswerEvent => ({
          questionId,
          categoryId,
          correct,
          timeMs,
          answeredAt,
        }),
      ),
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
  async save(
    tx: Database,
    userId: string,
    change: {
      cards: ReadonlyMap<string, { categoryId: string; card: Memory; evidence: QuestionEvidence }>;
      categories: readonly CategoryRecord[];
      days: readonly DayRecord[];
      folded: number;
    },
  ): Promise<void> {
    const cards = [...change.cards].map(([questionId, { categoryId, card, evidence }]) => ({
      question_id: questionId,
      category_id: categoryId,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: card.elapsed_days,
      scheduled_days: card.scheduled_days,
      learning_steps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      last_review: card.last_review ?? null,
      // Kept as of the last review (QuestionEvidence.at is the answer that reviewed the card).
      evidence_weight: evidence.weight,
    }));
    const categories = change.categories.map((c) => ({
      category_id: c.categoryId,
      answered: c.answered,
      correct: c.correct,
      last_answered_at: iso(c.lastAnsweredAt),
      evidence_weight: c.tally.weight,
      evidence_right: c.tally.right,
      evidence_practice: c.tally.practice,
      first_attempts: c.tally.firstAttempts,
      evidence_at: iso(c.tally.at),
    }));
    await statementsOn(tx).save.in(tx)({
      userId,
      cards: JSON.stringify(cards),
      categories: JSON.stringify(categories),
      days: JSON.stringify(change.days),
      folded: change.folded,
    });
  },
};
