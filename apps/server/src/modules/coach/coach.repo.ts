import type { TransmissionType } from "@cc/contracts/questions";
import type { Database } from "@cc/db/database";
import { coachPopulation, coachStateBehind, type PopulationFit } from "@cc/db/schema/coach";
import { categories, questions } from "@cc/db/schema/content";
import type { SessionResult } from "@cc/db/schema/sessions";
import { answers, historyTypeCondition, sessions } from "@cc/db/schema/sessions";
import type { CategoryTally } from "@cc/domain/coach/ability";
import { fitPopulation, type QuestionEvidence } from "@cc/domain/coach/difficulty";
import type { AnswerEvent } from "@cc/domain/coach/memory";
import type { CoachPoolQuestion } from "@cc/domain/coach/readiness";
import type { Recollection } from "@cc/domain/coach/state";
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { preparedStatement } from "../sessions/prepared";
import { createVersionsRepo } from "../sessions/versions.repo";

export type CoachRepo = ReturnType<typeof createCoachRepo>;

/** A learner's stored review state as the dashboard reads it (see storedState). */
export interface StoredState {
  memories: Map<string, Recollection>;
  evidence: Map<string, QuestionEvidence>;
  categories: {
    categoryId: string;
    answered: number;
    correct: number;
    lastAnsweredAt: string;
    tally: CategoryTally;
  }[];
  /** Days with answers, oldest first: day (UTC), answers, readiness at its end. */
  days: [string, number, number | null][];
  transmission: TransmissionType | undefined;
  /** Finished full exams, oldest first: when (ISO) and the result. */
  exams: [string, SessionResult | null][];
  /** Whether answer sets were recorded since the state was written (see review-state.ts). */
  behind: boolean;
}

interface StoredRow {
  categories: [string, number, number, string, number, number, number, number, number][];
  days: StoredState["days"];
  cards: [string[], number[], number[], number[], number[]];
  transmission: TransmissionType | null;
  exams: StoredState["exams"];
  behind: boolean | null;
}

/** A timestamp column as milliseconds since the epoch (read back exactly as a float8). */
export const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/*
 * Everything the dashboard reads of one learner in one round trip, each part one walk of an
 * index on user_id: the category sums, the days, the cards (only what recall needs, as parallel
 * arrays) and the full exams, plus the transmission of the latest session and whether the state
 * is behind the learner's answer sets.
 */
const storedStatement = (db: Database) =>
  preparedStatement<StoredRow>(
    db,
    "coach_stored_state",
    sql`
      select
        (select coalesce(json_agg(json_build_array(category_id, answered, correct,
                  last_answered_at, evidence_weight, evidence_right, evidence_practice,
                  first_attempts, ${ms("evidence_at")})), '[]')
           from review_categories where user_id = ${p("userId")}::uuid) as categories,
        (select coalesce(json_agg(json_build_array(day, answers, readiness) order by day), '[]')
           from review_days where user_id = ${p("userId")}::uuid) as days,
        (select json_build_array(coalesce(array_agg(question_id), '{}'),
                  coalesce(array_agg(stability), '{}'),
                  coalesce(array_agg(${ms("last_review")}), '{}'),
                  coalesce(array_agg(state), '{}'),
                  coalesce(array_agg(evidence_weight), '{}'))
           from review_cards where user_id = ${p("userId")}::uuid) as cards,
        (select transmission from sessions where user_id = ${p("userId")}::uuid
          order by started_at desc limit 1) as transmission,
        (select coalesce(json_agg(json_build_array(finished_at, result) order by finished_at), '[]')
           from sessions
          where user_id = ${p("userId")}::uuid and ${historyTypeCondition("exams")}
            and status = 'completed') as exams,
        ${coachStateBehind(p("userId"))} as behind`,
  );

const p = sql.placeholder;

/** An answer with the session it was given in. */
export interface SessionAnswer extends AnswerEvent {
  sessionId: string;
}

/** What the coach reads: the learner's answers and sessions, the pool, the population. */
/**
 * Every answer of one learner, oldest first (the `answers` view reaches its index): the history
 * the coach's figures and the stored review state are folds of. `db` may be a transaction.
 */
export async function learnerAnswers(db: Database, userId: string): Promise<SessionAnswer[]> {
  const rows = await db
    .select({
      sessionId: answers.sessionId,
      questionId: answers.questionId,
      categoryId: answers.categoryId,
      correct: answers.correct,
      answeredAt: answers.answeredAt,
      timeMs: answers.timeMs,
    })
    .from(answers)
    .where(eq(answers.userId, userId))
    .orderBy(asc(answers.answeredAt));
  return rows.map((row) => ({ ...row, answeredAt: row.answeredAt.getTime() }));
}

export function createCoachRepo(db: Database) {
  const stored = storedStatement(db);
  return {
    /** What changes with each sync of the question bank (see createVersionsRepo). */
    bankFingerprint: createVersionsRepo(db).bankFingerprint,

    async storedState(userId: string): Promise<StoredState> {
      const { rows } = await stored({ userId });
      const row = rows[0] as StoredRow;
      const [ids, stabilities, lastReviews, states, weights] = row.cards;
      const memories = new Map<string, Recollection>();
      const evidence = new Map<string, QuestionEvidence>();
      ids.forEach((id, i) => {
        const lastReview = lastReviews[i];
        // The evidence is kept as of the card's last review (see reviewCards.evidenceWeight).
        evidence.set(id, { weight: weights[i] as number, at: lastReview ?? 0 });
        memories.set(id, {
          stability: stabilities[i] as number,
          state: states[i] as number,
          ...(lastReview === null || lastReview === undefined
            ? {}
            : { last_review: new Date(lastReview) }),
        });
      });
      return {
        memories,
        evidence,
        categories: row.categories.map(([categoryId, answered, correct, last, w, r, x, f, at]) => ({
          categoryId,
          answered,
          correct,
          lastAnsweredAt: last,
          tally: { weight: w, right: r, practice: x, answers: answered, firstAttempts: f, at },
        })),
        days: row.days,
        transmission: row.transmission ?? undefined,
        exams: row.exams,
        behind: row.behind === true,
      };
    },

    /** Answers given since `since` (the statistics ranges), one walk of answer_sets' index. */
    async answeredSince(userId: string, since: Date): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n
          from answer_sets s, unnest(s.answered_at) as t(at)
         where s.user_id = ${userId}::uuid and s.finished_at >= ${since.toISOString()}::timestamptz
           and t.at >= ${since.toISOString()}::timestamptz`);
      return Number(result.rows[0]?.n ?? 0);
    },

    /** The latest population fit (coach:refit), if any. */
    async latestFit(): Promise<{ fittedAt: Date; fit: PopulationFit } | undefined> {
      const [row] = await db
        .select()
        .from(coachPopulation)
        .orderBy(desc(coachPopulation.fittedAt))
        .limit(1);
      return row;
    },

    async learnersWithAnswers(): Promise<string[]> {
      const result = await db.execute<{ user_id: string }>(
        sql`select distinct user_id from answer_sets`,
      );
      return result.rows.map((row) => row.user_id);
    },

    /** The `learners` learners with the most answers (the learning rate's fit sample). */
    async mostPractised(learners: number): Promise<string[]> {
      const result = await db.execute<{ user_id: string }>(sql`
        select user_id from answer_sets group by user_id
         order by sum(cardinality(question_ids)) desc, user_id limit ${learners}`);
      return result.rows.map((row) => row.user_id);
    },

    async saveFit(fittedAt: Date, fit: PopulationFit): Promise<void> {
      await db.insert(coachPopulation).values({ fittedAt, fit });
    },

    /** Every answer of one learner, oldest first. */
    answers: (userId: string) => learnerAnswers(db, userId),

    /** The transmission of the learner's latest session (their exam pool), if any. */
    async latestTransmission(userId: string): Promise<TransmissionType | undefined> {
      const [row] = await db
        .select({ transmission: sessions.transmission })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.startedAt))
        .limit(1);
      return row?.transmission as TransmissionType | undefined;
    },

    /** The active questions of a pool (those of both transmissions included), with their options. */
    async pool(transmission: TransmissionType): Promise<CoachPoolQuestion[]> {
      const other = transmission === "manual" ? "automatic" : "manual";
      return db
        .select({
          questionId: questions.id,
          categoryId: questions.categoryId,
          options: questions.optionCount,
        })
        .from(questions)
        .where(and(isNull(questions.retiredAt), ne(questions.transmission, other)));
    },

    /** Category names in both languages. */
    async categoryNames(): Promise<Map<string, { pt: string; en: string }>> {
      const rows = await db
        .select({ id: categories.id, pt: categories.namePt, en: categories.nameEn })
        .from(categories);
      return new Map(rows.map((row) => [row.id, { pt: row.pt, en: row.en }]));
    },

    /** Every question's number of options (its current version's), by id. */
    async optionCounts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: questions.id, options: questions.optionCount })
        .from(questions);
      return new Map(rows.map((row) => [row.id, row.options]));
    },

    /**
     * First-attempt accuracy per category and offset per question over all learners (see
     * fitPopulation; each question read above its own guessing floor, from its current
     * version's number of options), and how many learners and answers it was fitted on.
     */
    async populationFit(): Promise<PopulationFit> {
      const firsts = await db.execute<{
        question_id: string;
        category_id: string;
        options: number;
        attempts: number;
        right_answers: number;
      }>(sql`
        select firsts.question_id, firsts.category_id, q.option_count as options,
               count(*)::int as attempts, sum(correct::int)::int as right_answers
        from (select distinct on (user_id, question_id) question_id, category_id, correct
              from ${answers} order by user_id, question_id, answered_at) firsts
        join ${questions} q on q.id = firsts.question_id
        group by firsts.question_id, firsts.category_id, q.option_count`);
      const counts = await db.execute<{ learners: number; answers: number }>(sql`
        select count(distinct user_id)::int as learners,
               coalesce(sum(cardinality(question_ids)), 0)::int as answers
          from answer_sets`);
      const { rates, offsets } = fitPopulation(
        firsts.rows.map((row) => ({
          questionId: row.question_id,
          categoryId: row.category_id,
          attempts: Number(row.attempts),
          right: Number(row.right_answers),
          options: Number(row.options),
        })),
      );
      return {
        rates,
        offsets,
        learners: Number(counts.rows[0]?.learners ?? 0),
        answers: Number(counts.rows[0]?.answers ?? 0),
      };
    },
  };
}
