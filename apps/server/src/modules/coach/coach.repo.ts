import type { TransmissionType } from "@cc/contracts/questions";
import type { Database } from "@cc/db/database";
import { categories, questions } from "@cc/db/schema/content";
import { answers, examSessions } from "@cc/db/schema/learning";
import type { AnswerEvent } from "@cc/domain/coach/memory";
import type { PoolQuestion } from "@cc/domain/coach/readiness";
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";

export type CoachRepo = ReturnType<typeof createCoachRepo>;

/** An answer with the session it was given in. */
export interface SessionAnswer extends AnswerEvent {
  sessionId: string;
}

/** What the coach reads: the learner's answers and sessions, the pool, the population. */
export function createCoachRepo(db: Database) {
  return {
    /** Every answer of one learner, oldest first (the `answers` view reaches its index). */
    async answers(userId: string): Promise<SessionAnswer[]> {
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
    },

    /** The learner's finished full exams (percentage and when), oldest first. */
    async fullExams(userId: string) {
      return db
        .select({ finishedAt: examSessions.finishedAt, result: examSessions.result })
        .from(examSessions)
        .where(
          and(
            eq(examSessions.userId, userId),
            eq(examSessions.type, "fullExam"),
            eq(examSessions.status, "completed"),
          ),
        )
        .orderBy(asc(examSessions.finishedAt));
    },

    /** The transmission of the learner's latest session (their exam pool), if any. */
    async latestTransmission(userId: string): Promise<TransmissionType | undefined> {
      const [row] = await db
        .select({ transmission: examSessions.transmission })
        .from(examSessions)
        .where(eq(examSessions.userId, userId))
        .orderBy(desc(examSessions.startedAt))
        .limit(1);
      return row?.transmission as TransmissionType | undefined;
    },

    /** The active questions of a pool (those of both transmissions included). */
    async pool(transmission: TransmissionType): Promise<PoolQuestion[]> {
      const other = transmission === "manual" ? "automatic" : "manual";
      return db
        .select({ questionId: questions.id, categoryId: questions.categoryId })
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

    /** First-attempt accuracy per category over all learners (the prior of a new learner). */
    async populationRates(): Promise<Record<string, number>> {
      const result = await db.execute<{ category_id: string; rate: number }>(sql`
        select category_id, avg(correct::int)::float8 as rate
        from (select distinct on (user_id, question_id) category_id, correct
              from ${answers} order by user_id, question_id, answered_at) firsts
        group by category_id`);
      return Object.fromEntries(result.rows.map((row) => [row.category_id, Number(row.rate)]));
    },
  };
}
