import type { Database } from "@cc/db/database";
import type { CategoryTally } from "@cc/domain/coach/ability";
import type { QuestionEvidence } from "@cc/domain/coach/difficulty";
import type { AnswerEvent, Memory } from "@cc/domain/coach/memory";
import { sql } from "drizzle-orm";
import { preparedStatement } from "../sessions/prepared";

/* What the stored review state's reads ask PostgreSQL, and how their rows come back as records. */

const p = sql.placeholder;

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

export const categoryOf = ([
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

export const eventOf = ([
  questionId,
  categoryId,
  correct,
  timeMs,
  answeredAt,
]: EventRow): AnswerEvent => ({ questionId, categoryId, correct, timeMs, answeredAt });

/* A card as the fold reads it back, every FSRS field, and the evidence its answers gave. */
const cardJson = sql`json_build_array(question_id, ${ms("due")}, stability, difficulty,
  elapsed_days, scheduled_days, learning_steps, reps, lapses, state, ${ms("last_review")},
  evidence_weight)`;

/*
 * What a catch-up folds and starts from, in one round trip: the answers of the learner's answer
 * sets above the watermark (`after`) in time order (ties: set, then place in the set), the
 * learner's category sums, their last day, and the cards of the questions those answers touch.
 */
export const pendingStatement = (db: Database) =>
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
export const cardsStatement = (db: Database) =>
  preparedStatement<{ cards: CardRow[] }>(
    db,
    "coach_review_state_cards",
    sql`
      select coalesce(json_agg(${cardJson}), '[]') as cards
        from review_cards where user_id = ${p("userId")}::uuid`,
  );

/* The learner's coach version and the state's watermark, their users row locked until the end of
 * the transaction: the learner's lock, which every recording of an answer set also takes. */
export const lockStatement = (db: Database) =>
  preparedStatement<{ version: number; folded: number | null }>(
    db,
    "coach_review_state_lock",
    sql`
      select coach_version as version, coach_folded_version as folded
        from users where id = ${p("userId")}::uuid
         for no key update`,
  );

/** Cards read back: the memories, and each question's evidence as of its last review. */
export interface StoredCards {
  memories: Map<string, Memory>;
  evidence: Map<string, QuestionEvidence>;
}

export const cardsOf = (rows: readonly CardRow[]): StoredCards => ({
  memories: new Map(rows.map((card) => [card[0], cardOf(card)])),
  evidence: new Map(
    rows.map((card): [string, QuestionEvidence] => [
      card[0],
      { weight: card[11], at: card[10] ?? 0 },
    ]),
  ),
});
