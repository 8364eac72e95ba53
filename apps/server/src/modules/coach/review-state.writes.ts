import type { Database } from "@cc/db/database";
import type { QuestionEvidence } from "@cc/domain/coach/difficulty";
import type { Memory } from "@cc/domain/coach/memory";
import { sql } from "drizzle-orm";
import { preparedStatement } from "../sessions/prepared";
import type { CategoryRecord, DayRecord } from "./review-state.reads";

const p = sql.placeholder;

/*
 * The fold's changes in one statement: cards, categories and days, each a JSON array unpacked in
 * SQL and upserted, and the watermark moved (PostgreSQL runs every data-modifying part of a WITH
 * exactly once).
 */
export const saveStatement = (db: Database) =>
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

/** What one fold changes: cards, categories and days to write, and the new watermark. */
export interface ReviewStateChange {
  cards: ReadonlyMap<string, { categoryId: string; card: Memory; evidence: QuestionEvidence }>;
  categories: readonly CategoryRecord[];
  days: readonly DayRecord[];
  folded: number;
}

/** The save statement's parameters: each change as the JSON its recordset reads. */
export function saveParams(userId: string, change: ReviewStateChange) {
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
  return {
    userId,
    cards: JSON.stringify(cards),
    categories: JSON.stringify(categories),
    days: JSON.stringify(change.days),
    folded: change.folded,
  };
}
