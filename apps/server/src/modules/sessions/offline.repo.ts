import type { Database } from "@cc/db/database";
import { coachInputsChanged } from "@cc/db/schema/coach";
import { sessions } from "@cc/db/schema/sessions";
import { and, eq, sql } from "drizzle-orm";
import { answerSetJson, answerSetRow, answerSetValues, type RecordedAnswer } from "./answer-set";
import type { Session } from "./sessions.repo";

/** A practice made offline, scored here, as it is stored: a finished session with its client id. */
export type OfflineRecord = Omit<Session, "clientId" | "questions"> & {
  clientId: string;
  userId: string;
  items: { q: string; v: number; o: string }[];
};

/**
 * Practices made offline arrive finished: the session and its answer set are written together in
 * one transaction, once per (learner, client id), the answer set with the coach version it raises
 * (as a finish does: the coach folds it when next read). Sending the same practice again finds
 * the first one and writes nothing.
 */
export function createOfflineRepo(db: Database) {
  return {
    /** The stored session of this practice: the one just written, or the one sent before. */
    async recordOffline(record: OfflineRecord, recorded: readonly RecordedAnswer[]) {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(sessions)
          .values(record)
          .onConflictDoNothing({ target: [sessions.userId, sessions.clientId] })
          .returning({ id: sessions.id });
        if (inserted.length > 0) {
          await tx.execute(sql`
            with learner as (${coachInputsChanged(record.userId)} returning coach_version)
            insert into answer_sets (session_id, user_id, finished_at, question_ids, versions,
                                     category_ids, correct, chosen, time_ms, answered_at,
                                     coach_version)
            select ${record.id}::uuid, ${record.userId}::uuid,
                   ${(record.finishedAt as Date).toISOString()}::timestamptz,
                   ${answerSetValues}, (select coach_version from learner)
              from ${answerSetRow(sql.param(answerSetJson(recorded)))}`);
        }
        const [stored] = await tx
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, record.userId), eq(sessions.clientId, record.clientId)));
        if (!stored) throw new Error(`offline practice ${record.clientId} was not stored`);
        return stored;
      });
    },
  };
}
