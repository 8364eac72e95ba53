import type { ConsentRecord } from "./record";
import { type Clock, sleep, TRACKER_LIMITS } from "./timing";
import type { Tracker, TrackerLog } from "./tracker";

/**
 * Start-up after page load (spec section 7): wait `initialDelayMs` (100 ms for the pixel, 1 s for
 * the ad tag, so neither competes with the page's own first work), then start; when reading the
 * consent fails (storage blocked by the browser), try again after 3 s and then 10 s.
 */
export async function bootTracker(
  tracker: Tracker,
  readConsent: () => ConsentRecord | null,
  clock: Clock,
  initialDelayMs: number,
  log: TrackerLog,
): Promise<void> {
  const delays = [initialDelayMs, ...TRACKER_LIMITS.startRetryDelaysMs];
  for (const [attempt, delay] of delays.entries()) {
    await sleep(clock, delay);
    let consent: ConsentRecord | null;
    try {
      consent = readConsent();
    } catch (error) {
      log("consent could not be read", { attempt, error: `${error}` });
      continue;
    }
    await tracker.start(consent);
    return;
  }
}
