/**
 * Saves answers to the server as they are chosen, without a request per click: choices made within
 * `delayMs` of each other go together, one request at a time. A failed save keeps its answers for
 * the next attempt (the submit sends every answer anyway; saving protects a reload and the
 * deadline, where only answers saved in time count).
 */
export interface AnswerSaverDeps {
  send(answers: Record<string, string>): Promise<unknown>;
  delayMs: number;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export function createAnswerSaver({
  send,
  delayMs,
  schedule = (run, ms) => setTimeout(run, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: AnswerSaverDeps) {
  let pending: Record<string, string> = {};
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== null) cancel(timer);
    timer = null;
  };

  async function sendPending(): Promise<void> {
    clearTimer();
    while (inFlight) await inFlight;
    if (stopped || Object.keys(pending).length === 0) return;
    const batch = pending;
    pending = {};
    inFlight = (async () => {
      try {
        await send(batch);
      } catch {
        // Put the batch back under anything chosen since (newer choices win).
        pending = { ...batch, ...pending };
      } finally {
        inFlight = null;
      }
    })();
    await inFlight;
  }

  return {
    record(questionId: string, letter: string) {
      if (stopped) return;
      pending[questionId] = letter;
      clearTimer();
      timer = schedule(() => void sendPending(), delayMs);
    },
    /** Sends what is waiting now (before leaving the session) and resolves when it is done. */
    flush: sendPending,
    /** Nothing more is sent (the session is submitted or the screen is gone). */
    stop() {
      stopped = true;
      clearTimer();
      pending = {};
    },
    hasPending: () => Object.keys(pending).length > 0 || inFlight !== null,
  };
}
