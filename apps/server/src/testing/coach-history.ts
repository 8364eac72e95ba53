import type { Database } from "@cc/db/database";
import { answerSets, sessions } from "@cc/db/schema/sessions";
import type { AnswerEvent } from "@cc/domain/coach/memory";
import type { CoachPoolQuestion } from "@cc/domain/coach/readiness";

/** One answer of a made-up history. */
export interface HistoryAnswer {
  question: CoachPoolQuestion;
  correct: boolean;
  timeMs: number | null;
  answeredAt: number;
}

type Record = (
  tx: Database,
  userId: string,
  sessionId: string,
  answers: AnswerEvent[],
) => Promise<void>;

/**
 * Writes finished practice sessions with these answers, as a submit records them: the session
 * and its answer set, and, given `record`, the stored state on the same transaction (null: as
 * before the state existed).
 */
export async function recordHistory(
  db: Database,
  userId: string,
  history: readonly (readonly HistoryAnswer[])[],
  record: Record | null,
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
      });
      await record?.(
        tx,
        userId,
        sessionId,
        answers.map((a) => ({
          questionId: a.question.questionId,
          categoryId: a.question.categoryId,
          correct: a.correct,
          timeMs: a.timeMs,
          answeredAt: a.answeredAt,
        })),
      );
    });
  }
}
