import type { Database } from "@cc/db/database";
import { mailOutbox } from "@cc/db/schema/accounts";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";

export interface OutgoingMail {
  /** The learner it concerns: deleting the account deletes the mails still queued for them. */
  userId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ClaimedMail extends OutgoingMail {
  id: string;
  /** Including this one. */
  attempts: number;
}

const later = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

/** The mail outbox (table mail_outbox): requests queue mails, the worker claims and sends them. */
export function createOutboxRepo(db: Database) {
  return {
    /** Queues a mail inside the caller's transaction (or the database), so it is sent only if that commits. */
    async enqueue(executor: Database, mail: OutgoingMail): Promise<void> {
      await executor.insert(mailOutbox).values({
        userId: mail.userId,
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },

    /**
     * Takes up to `limit` due mails for this worker. Rows locked by another process's claim are
     * skipped (FOR UPDATE SKIP LOCKED), and a claimed row is leased for `leaseMs`: if this process
     * dies while sending, another one picks the mail up after the lease. Times come from the
     * database clock, the one that stamped the rows.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.sendAfter, sql`now()`)))
        .orderBy(asc(mailOutbox.sendAfter))
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, sendAfter: later(leaseMs) })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attempts: row.attempts,
      }));
    },

    /** Sent: the body goes (it may carry a reset link), the envelope stays as a record. */
    async markSent(id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, text: "", html: "", lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Failed: try again in `retryInMs`, or never (null) once the attempts are used up. */
    async markFailed(id: string, error: string, retryInMs: number | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          lastError: error.slice(0, 1000),
          sendAfter: retryInMs === null ? sql`'infinity'` : later(retryInMs),
        })
        .where(eq(mailOutbox.id, id));
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
