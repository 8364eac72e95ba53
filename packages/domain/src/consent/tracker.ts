import { type ConsentRecord, marketingAllowed } from "./record";
import { type Clock, sleep, TRACKER_LIMITS, withTimeout } from "./timing";

/**
 * One marketing tracker (the ad pixel or the ad tag) as the state machine of spec section 4. The
 * provider-specific work (inserting a script, calling its API, deleting its cookies) lives in an
 * adapter, so every rule here runs in a unit test without a browser.
 */

export type TrackerState =
  | "uninitialized"
  | "initializing"
  | "script_loading"
  | "script_loaded"
  | "script_failed"
  | "ready"
  | "consent_denied"
  | "destroyed";

export const ALLOWED_MOVES: Readonly<Record<TrackerState, readonly TrackerState[]>> = {
  uninitialized: ["initializing", "destroyed"],
  initializing: ["script_loading", "consent_denied", "destroyed"],
  script_loading: ["script_loaded", "script_failed", "destroyed"],
  script_loaded: ["ready", "consent_denied", "destroyed"],
  script_failed: ["script_loading", "destroyed"],
  ready: ["consent_denied", "destroyed"],
  consent_denied: ["initializing", "destroyed"],
  destroyed: [],
};

export interface TrackerEvent {
  name: string;
  params: Readonly<Record<string, unknown>>;
}

/** Spec section 3: the purchase a tracker reports, named by the order reference or transaction id. */
export interface PurchaseInput {
  orderReference?: string;
  transaction_id?: string;
  currency: string;
  value: number;
  contentName?: string;
  contentType?: string;
  contentIds?: readonly string[];
}

export interface TrackerAdapter {
  /** "pixel" or "ads": names the ready state in logs (pixel_ready, ads_ready). */
  readonly name: string;
  /** False when the configuration cannot work (the ad tag needs AW- and G- ids). */
  configured(): boolean;
  /** Inserts the provider's script; settles when it has loaded or failed. */
  loadScript(): Promise<void>;
  /** After the script: waits for the provider's base tag and configures it; false if it never came. */
  setUp(): Promise<boolean>;
  /** Hands an event to the provider; throws when it cannot. */
  send(event: TrackerEvent): void;
  /** Deletes the provider's advertising cookies. */
  clearCookies(): void;
}

export type TrackerLog = (message: string, details?: Record<string, unknown>) => void;

/**
 * Where reported purchase ids outlive the page (the browser's storage), so a reload of the payment
 * result does not report the same purchase again. Without one, the cache lives as long as the page.
 */
export interface PurchaseStore {
  load(): readonly (readonly [string, number])[];
  save(entries: readonly (readonly [string, number])[]): void;
}

interface Queued {
  event: TrackerEvent;
  at: number;
}

export class Tracker {
  state: TrackerState = "uninitialized";
  private consent: ConsentRecord | null = null;
  private queue: Queued[] = [];
  /** Purchase id -> when it was reported; Map order is insertion order, so the first is the oldest. */
  private readonly purchases = new Map<string, number>();
  private cleanupTimer: unknown;

  constructor(
    private readonly adapter: TrackerAdapter,
    private readonly clock: Clock,
    private readonly log: TrackerLog,
    private readonly store?: PurchaseStore,
  ) {
    for (const [id, at] of store?.load() ?? []) this.purchases.set(id, at);
    this.cleanup();
  }

  private savePurchases(): void {
    this.store?.save([...this.purchases]);
  }

  /** A refused move is logged and ignored, never thrown at the learner (spec section 8). */
  move(to: TrackerState): boolean {
    if (!ALLOWED_MOVES[this.state].includes(to)) {
      this.log("invalid tracker transition", { tracker: this.adapter.name, from: this.state, to });
      return false;
    }
    this.state = to;
    return true;
  }

  /** Starts (or, after a denial, restarts) the tracker under the given consent. */
  async start(consent: ConsentRecord | null): Promise<void> {
    this.consent = consent;
    if (!this.move("initializing")) return;
    this.scheduleCleanup();
    if (!this.adapter.configured()) {
      this.log("tracker configuration invalid", { tracker: this.adapter.name });
      this.move("destroyed");
      return;
    }
    if (!marketingAllowed(this.consent)) {
      this.move("consent_denied");
      return;
    }
    await this.load();
  }

  private async load(): Promise<void> {
    const { scriptRetries, scriptTimeoutMs, retryDelayMs } = TRACKER_LIMITS;
    for (let attempt = 0; attempt <= scriptRetries; attempt++) {
      if (attempt > 0) await sleep(this.clock, retryDelayMs * attempt);
      if (!this.move("script_loading")) return;
      try {
        await withTimeout(this.clock, this.adapter.loadScript(), scriptTimeoutMs);
      } catch (error) {
        this.log("tracker script failed", {
          tracker: this.adapter.name,
          attempt,
          error: `${error}`,
        });
        if (!this.move("script_failed")) return;
        continue;
      }
      if (!this.move("script_loaded")) return;
      return this.becomeReady();
    }
  }

  private async becomeReady(): Promise<void> {
    if (!marketingAllowed(this.consent)) {
      this.deny();
      return;
    }
    if (!(await this.adapter.setUp())) {
      this.log("tracker base tag never appeared", { tracker: this.adapter.name });
      this.move("destroyed");
      return;
    }
    if (this.state !== "script_loaded") return;
    if (!marketingAllowed(this.consent)) {
      this.deny();
      return;
    }
    this.move("ready");
    this.log(`${this.adapter.name}_ready`);
    this.flush();
  }

  /** Follows a new consent choice: a grant restarts a denied tracker, a withdrawal stops it. */
  setConsent(consent: ConsentRecord | null): void {
    this.consent = consent;
    if (marketingAllowed(consent)) {
      if (this.state === "consent_denied") void this.start(consent);
      return;
    }
    if (this.state === "ready" || this.state === "initializing" || this.state === "script_loaded") {
      this.deny();
    } else {
      // Loading or failed: the state follows when the script settles; the data goes now.
      this.forget();
    }
  }

  private deny(): void {
    this.move("consent_denied");
    this.forget();
  }

  private forget(): void {
    this.queue = [];
    this.purchases.clear();
    this.savePurchases();
    this.adapter.clearCookies();
  }

  track(event: TrackerEvent): void {
    if (!marketingAllowed(this.consent) || this.state === "destroyed") return;
    if (this.state === "consent_denied" || this.state === "script_failed") return;
    if (this.state === "ready") this.send(event);
    else this.enqueue(event);
  }

  /** Reports a purchase once: an id seen in the last 24 hours is not sent again. */
  trackPurchase(purchase: PurchaseInput): void {
    const id = purchase.orderReference ?? purchase.transaction_id;
    if (!id) {
      this.log("purchase without an id not sent", { tracker: this.adapter.name });
      return;
    }
    if (!marketingAllowed(this.consent) || this.purchases.has(id)) return;
    this.purchases.set(id, this.clock.now());
    if (this.purchases.size > TRACKER_LIMITS.purchaseCacheSize) {
      const oldest = this.purchases.keys().next().value;
      if (oldest !== undefined) this.purchases.delete(oldest);
    }
    this.savePurchases();
    this.track({ name: "purchase", params: { ...purchase, id } });
  }

  /** `at`: when the event happened, which a failed retry keeps, so it still expires in time. */
  private send(event: TrackerEvent, at = this.clock.now()): void {
    try {
      this.adapter.send(event);
    } catch (error) {
      this.log("tracker event not sent", { tracker: this.adapter.name, error: `${error}` });
      this.enqueue(event, at);
    }
  }

  /** A full queue drops its older half (spec section 9). */
  private enqueue(event: TrackerEvent, at = this.clock.now()): void {
    if (this.queue.length >= TRACKER_LIMITS.queueSize) {
      this.queue.splice(0, Math.floor(TRACKER_LIMITS.queueSize / 2));
    }
    this.queue.push({ event, at });
  }

  private flush(): void {
    this.cleanup();
    const waiting = this.queue;
    this.queue = [];
    for (const { event, at } of waiting) this.send(event, at);
  }

  /** Drops queued events older than an hour and purchase ids older than a day. */
  cleanup(): void {
    const now = this.clock.now();
    this.queue = this.queue.filter((q) => now - q.at <= TRACKER_LIMITS.queuedEventTtlMs);
    const before = this.purchases.size;
    for (const [id, at] of this.purchases) {
      if (now - at <= TRACKER_LIMITS.purchaseTtlMs) break;
      this.purchases.delete(id);
    }
    if (this.purchases.size !== before) this.savePurchases();
  }

  private scheduleCleanup(): void {
    if (this.cleanupTimer !== undefined) return;
    // Also the retry of sends that failed: they wait in the queue for the next tick.
    const tick = () => {
      if (this.state === "ready") this.flush();
      else this.cleanup();
      this.cleanupTimer = this.clock.setTimeout(tick, TRACKER_LIMITS.cleanupEveryMs);
    };
    this.cleanupTimer = this.clock.setTimeout(tick, TRACKER_LIMITS.cleanupEveryMs);
  }

  destroy(): void {
    this.move("destroyed");
    this.clock.clearTimeout(this.cleanupTimer);
    this.cleanupTimer = undefined;
    this.queue = [];
  }

  /** What is waiting to be sent (diagnostics and tests). */
  get queuedEvents(): readonly TrackerEvent[] {
    return this.queue.map((q) => q.event);
  }
}
