import { trackingEndpoints } from "@cc/contracts/endpoints/tracking";
import type { TrackingConfig } from "@cc/contracts/tracking";
import { bootTracker } from "@cc/domain/consent/boot";
import type { ConsentRecord } from "@cc/domain/consent/record";
import type { Clock } from "@cc/domain/consent/timing";
import {
  type PurchaseInput,
  type PurchaseStore,
  Tracker,
  type TrackerEvent,
} from "@cc/domain/consent/tracker";
import { consent } from "../consent";
import { googleAds } from "./google-ads";
import { metaPixel } from "./meta-pixel";

/**
 * The advertising trackers the operator configured, started after page load and driven by the
 * visitor's consent. Their errors are logged, never shown (spec section 8).
 */

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};
const log = (message: string, details?: Record<string, unknown>) =>
  console.info(`[tracking] ${message}`, details ?? "");

/** Reported purchase ids in local storage, per tracker, so a reload never reports one twice. */
function purchaseStore(name: string): PurchaseStore {
  const key = `tracker-purchases-${name}`;
  return {
    load() {
      try {
        const entries: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
        return Array.isArray(entries)
          ? entries.filter(
              (e): e is [string, number] =>
                Array.isArray(e) && typeof e[0] === "string" && typeof e[1] === "number",
            )
          : [];
      } catch {
        return [];
      }
    },
    save(entries) {
      try {
        if (entries.length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(entries));
      } catch {
        // Not remembered across pages; the page's own cache still holds.
      }
    },
  };
}

/** Null until the configuration is known; events of that moment wait in `early`. */
let trackers: Tracker[] | null = null;
let starting = false;
const early: ((tracker: Tracker) => void)[] = [];
const EARLY_LIMIT = 50;

const currentConsent = () => {
  consent.load();
  return consent.get();
};

function run(call: (tracker: Tracker) => void) {
  if (trackers) for (const tracker of trackers) call(tracker);
  else if (early.length < EARLY_LIMIT) early.push(call);
}

/** Reads the configuration and starts each configured tracker (pixel after 100 ms, tag after 1 s). */
export async function startTracking(): Promise<void> {
  if (trackers || starting) return;
  starting = true;
  let config: TrackingConfig;
  try {
    // Plainly fetched, not through the API client: a visitor's trackers never toast or report.
    const { config: endpoint } = trackingEndpoints;
    const answer = await fetch(endpoint.path, { headers: { accept: "application/json" } });
    config = endpoint.responses[200].parse(await answer.json()).data;
  } catch (error) {
    log("tracking configuration unavailable", { error: `${error}` });
    trackers = [];
    early.length = 0;
    return;
  }
  const started: Tracker[] = [];
  const boot = (tracker: Tracker, delayMs: number) => {
    tracker.setConsent(currentConsent());
    void bootTracker(tracker, currentConsent, clock, delayMs, log);
    started.push(tracker);
  };
  if (config.pixel) {
    boot(new Tracker(metaPixel(config.pixel, clock), clock, log, purchaseStore("pixel")), 100);
  }
  if (config.ads) {
    boot(new Tracker(googleAds(config.ads, clock), clock, log, purchaseStore("ads")), 1000);
  }
  trackers = started;
  let last: ConsentRecord | null = consent.get();
  consent.subscribe(() => {
    const record = consent.get();
    if (record === last) return;
    last = record;
    for (const tracker of started) tracker.setConsent(record);
  });
  for (const call of early.splice(0)) run(call);
}

export const trackEvent = (event: TrackerEvent) => run((tracker) => tracker.track(event));
export const trackPurchase = (purchase: PurchaseInput) =>
  run((tracker) => tracker.trackPurchase(purchase));
