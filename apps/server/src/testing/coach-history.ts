import type { Database } from "@cc/db/database";
import { users } from "@cc/db/schema/accounts";
import { answerSets, sessions } from "@cc/db/schema/sessions";
import type { CoachPoolQuestion } from "@cc/domain/coach/readiness";
import { eq, sql } from "drizzle-orm";

/** One answer of a made-up history. */
export interface HistoryAnswer {
  question: CoachPoolQuestion;
  correct: boolean;
  timeMs: number | null;
  answeredAt: number;
}

/**
 * How an answer set is recorded: as a submit records it since the coach catches up on reads (the
 * learner's coach version raised, and given to the set), or as before the stored state existed.
 */
type RecordedAs = "submit" | "before the state";

/**
 * Writes finished practice sessions with these answers: the session and its answer set, recorded
 * `as` a submit or as before the state existed. Neither touches the stored review state.
 */
export async function recordHistory(
  db: Database,
  userId: string,
  history: readonly (readonly HistoryAnswer[])[],
  as: RecordedAs,
): Promise<void> {
  for (const answers of history) {
    const finishedAt = new Date(Math.max(...answers.map((a) => a.answeredAt)));
    await db.transaction(async (tx) => {
      const [session] = await tx
        .insert(sessions)
        .values({
          userId,
          type: "quickPractice",
          status: "completed",
          transmission: "manual",
          locale: "pt",
          seed: 1,
          items: answers.map((a) => ({ q: a.question.questionId, v: 1, o: "ABCD" })),
          startedAt: new Date(Math.min(...answers.map((a) => a.answeredAt))),
          finishedAt,
        })
        .returning({ id: sessions.id });
      const sessionId = (session as { id: string }).id;
      const [learner] =
        as === "submit"
          ? await tx
              .update(users)
              .set({ coachVersion: sql`${users.coachVersion} + 1` })
              .where(eq(users.id, userId))
              .returning({ version: users.coachVersion })
          : [];
      await tx.insert(answerSets).values({
        sessionId,
        userId,
        finishedAt,
        questionIds: answers.map((a) => a.question.questionId),
        versions: answers.map(() => 1),
        categoryIds: answers.map((a) => a.question.categoryId),
        correct: answers.map((a) => a.correct),
        chosen: answers.map(() => "A"),
        timeMs: answers.map((a) => a.timeMs),
        answeredAt: answers.map((a) => new Date(a.answeredAt)),
        coachVersion: learner?.version ?? null,
      });
    });
  }
}
