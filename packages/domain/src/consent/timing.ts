/** Time, injected: the browser's clock in the app, a fake one in tests. */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Tracker limits of spec section 9. */
export const TRACKER_LIMITS = {
  queueSize: 50,
  queuedEventTtlMs: 60 * 60 * 1000,
  purchaseCacheSize: 500,
  purchaseTtlMs: 24 * 60 * 60 * 1000,
  cleanupEveryMs: 30_000,
  scriptTimeoutMs: 10_000,
  scriptRetries: 3,
  /** The n-th retry waits n times this. */
  retryDelayMs: 1000,
  /** A cross-tab consent message older than this is ignored. */
  syncValidityMs: 5000,
  baseTagTries: 100,
  baseTagIntervalMs: 100,
  /** Start-up after page load (spec section 7), then retries when it fails. */
  startRetryDelaysMs: [3000, 10_000],
} as const;

export const sleep = (clock: Clock, ms: number) =>
  new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

export class TimeoutError extends Error {}

/** `work` unless it takes longer than `ms`. */
export function withTimeout<T>(clock: Clock, work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms);
    work.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Polls `ready` until it holds, at most `tries` times, `intervalMs` apart. */
export async function waitFor(
  clock: Clock,
  ready: () => boolean,
  tries: number = TRACKER_LIMITS.baseTagTries,
  intervalMs: number = TRACKER_LIMITS.baseTagIntervalMs,
): Promise<boolean> {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (ready()) return true;
    await sleep(clock, intervalMs);
  }
  return ready();
}

export const isFreshSync = (sentAt: number, now: number) =>
  Number.isFinite(sentAt) && now - sentAt >= 0 && now - sentAt <= TRACKER_LIMITS.syncValidityMs;
