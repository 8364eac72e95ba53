import type { FastifyBaseLogger } from "fastify";
import type { OutboxRepo } from "./mail.repo";
import type { MailTransport } from "./mail.transport";

const BATCH = 10;
/** Another process may take over a claimed mail after this long (its sender died mid-send). */
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;
/** 1, 2, 4 ... 32, 60 min: eight attempts span two hours, longer than a reset link lives. */
const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1) * 60_000, 3_600_000);

export interface MailWorker {
  start(): void;
  /** Looks at the outbox now instead of at the next poll (call after queueing a mail). */
  wake(): void;
  /** Stops polling and waits for the batch in progress. */
  stop(): Promise<void>;
}

/**
 * Sends what the outbox holds, inside the app process. Every process runs one; the claim in the
 * repository keeps two of them from sending the same mail. It polls (another process may have
 * queued something) and is woken by its own process right after a mail is queued.
 */
export function createMailWorker(options: {
  outbox: OutboxRepo;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}): MailWorker {
  const { outbox, transport, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let stopped = false;

  async function sendDue(): Promise<void> {
    for (;;) {
      const batch = await outbox.claim(BATCH, LEASE_MS);
      for (const mail of batch) {
        try {
          await transport.send(mail);
          await outbox.markSent(mail.id);
        } catch (error) {
          const giveUp = mail.attempts >= MAX_ATTEMPTS;
          await outbox.markFailed(
            mail.id,
            String(error),
            giveUp ? null : retryDelayMs(mail.attempts),
          );
          log[giveUp ? "error" : "warn"](
            { mailId: mail.id, attempts: mail.attempts, err: error },
            giveUp ? "mail not sent; giving up" : "mail not sent; will retry",
          );
        }
      }
      if (batch.length < BATCH || stopped) return;
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = sendDue()
      .catch((error) => log.error({ err: error }, "mail worker failed"))
      .finally(() => {
        running = undefined;
        if (wokenWhileRunning) {
          wokenWhileRunning = false;
          wake();
        }
      });
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(wake, options.pollIntervalMs ?? 5000);
      timer.unref();
      wake();
    },
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
