import type { Database } from "@cc/db/database";
import { sessions } from "@cc/db/schema/sessions";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";

/** What studying a question reads besides the question itself. */
export function createStudyRepo(db: Database) {
  return {
    /**
     * Whether one of the learner's sessions that can still take answers holds this question (a
     * running session past its deadline can take none, so it does not count).
     */
    async inRunningSession(userId: string, questionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            eq(sessions.status, "in_progress"),
            or(isNull(sessions.deadlineAt), gt(sessions.deadlineAt, sql`now()`)),
            sql`${sessions.items} @> ${JSON.stringify([{ q: questionId }])}::jsonb`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type StudyRepo = ReturnType<typeof createStudyRepo>;
