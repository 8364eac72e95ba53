import type { Database } from "@cc/db/database";
import type { FastifyBaseLogger } from "fastify";
import { createOutboxRepo, type OutgoingMail } from "./mail.repo";
import { createMailTransport } from "./mail.transport";
import { createMailWorker } from "./mail.worker";

export interface Mailer {
  /**
   * Queues a mail in the caller's transaction: it leaves only if that transaction commits. Requests
   * never talk to SMTP themselves, so their answer time does not depend on it.
   */
  enqueue(executor: Database, mail: OutgoingMail): Promise<void>;
  /** Call after the transaction that queued a mail has committed: sends it right away. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createMailer(
  db: Database,
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  const outbox = createOutboxRepo(db);
  const worker = createMailWorker({ outbox, transport: createMailTransport(options, log), log });
  return {
    enqueue: outbox.enqueue,
    wake: worker.wake,
    start: worker.start,
    stop: worker.stop,
  };
}
