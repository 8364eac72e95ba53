import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootTracker } from "./boot";
import { type ConsentRecord, consentFor } from "./record";
import type { Clock } from "./timing";
import { Tracker, type TrackerAdapter, type TrackerEvent, type TrackerState } from "./tracker";

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface FakeAdapter extends TrackerAdapter {
  sent: TrackerEvent[];
  loads: number;
  cookiesCleared: number;
}

/** An adapter whose script loads after `loadMs`, or never for the first `failures` attempts. */
function fakeAdapter(options: { failures?: number; loadMs?: number; configured?: boolean } = {}) {
  const adapter: FakeAdapter = {
    name: "pixel",
    sent: [],
    loads: 0,
    cookiesCleared: 0,
    configured: () => options.configured ?? true,
    loadScript() {
      adapter.loads++;
      if (adapter.loads <= (options.failures ?? 0)) return new Promise<void>(() => {});
      return new Promise<void>((resolve) => setTimeout(resolve, options.loadMs ?? 5));
    },
    setUp: async () => true,
    send(event) {
      adapter.sent.push(event);
    },
    clearCookies() {
      adapter.cookiesCleared++;
    },
  };
  return adapter;
}

const granted = (): ConsentRecord => consentFor("acceptAll", Date.now());
const refused = (): ConsentRecord => consentFor({ analytics: true, marketing: false }, Date.now());
const event = (name: string): TrackerEvent => ({ name, params: {} });

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 25) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("tracker transitions (spec section 4)", () => {
  // The spec's table, written out again on purpose: the code's table must match it.
  const SPEC: Record<TrackerState, TrackerState[]> = {
    uninitialized: ["initializing", "destroyed"],
    initializing: ["script_loading", "consent_denied", "destroyed"],
    script_loading: ["script_loaded", "script_failed", "destroyed"],
    script_loaded: ["ready", "consent_denied", "destroyed"],
    script_failed: ["script_loading", "destroyed"],
    ready: ["consent_denied", "destroyed"],
    consent_denied: ["initializing", "destroyed"],
    destroyed: [],
  };
  const STATES = Object.keys(SPEC) as TrackerState[];

  for (const from of STATES) {
    it(`from ${from} allows exactly ${SPEC[from].join(", ") || "nothing"}`, () => {
      for (const to of STATES) {
        const log = vi.fn();
        const tracker = new Tracker(fakeAdapter(), clock, log);
        tracker.state = from;
        const allowed = SPEC[from].includes(to);
        expect(tracker.move(to), `${from} -> ${to}`).toBe(allowed);
        expect(tracker.state).toBe(allowed ? to : from);
        expect(log).toHaveBeenCalledTimes(allowed ? 0 : 1);
      }
    });
  }
});

describe("tracker life", () => {
  it("with marketing consent loads the script, becomes ready and sends what was queued, in order", async () => {
    const adapter = fakeAdapter();
    const tracker = new Tracker(adapter, clock, () => {});
    const started = tracker.start(granted());
    tracker.track(event("PageView"));
    tracker.track(event("Lead"));
    expect(tracker.state).toBe("script_loading");
    expect(adapter.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    await started;
    expect(tracker.state).toBe("ready");
    expect(adapter.sent.map((e) => e.name)).toEqual(["PageView", "Lead"]);
    tracker.track(event("Search"));
    expect(adapter.sent.at(-1)?.name).toBe("Search");
  });

  it("without marketing consent loads nothing and sends nothing", async () => {
    const adapter = fakeAdapter();
    const tracker = new Tracker(adapter, clock, () => {});
    await tracker.start(refused());
    tracker.track(event("PageView"));
    expect(tracker.state).toBe("consent_denied");
    expect(adapter.loads).toBe(0);
    expect(tracker.queuedEvents).toEqual([]);
  });

  it("an invalid configuration ends in destroyed without loading", async () => {
    const adapter = fakeAdapter({ configured: false });
    const log = vi.fn();
    const tracker = new Tracker(adapter, clock, log);
    await tracker.start(granted());
    expect(tracker.state).toBe("destroyed");
    expect(adapter.loads).toBe(0);
    expect(log).toHaveBeenCalledWith("tracker configuration invalid", { tracker: "pixel" });
  });

  it("retries a script that times out 3 times after 1, 2 and 3 s, then stays failed", async () => {
    const adapter = fakeAdapter({ failures: 99 });
    const tracker = new Tracker(adapter, clock, () => {});
    void tracker.start(granted());
    await vi.advanceTimersByTimeAsync(9_999);
    expect([adapter.loads, tracker.state]).toEqual([1, "script_loading"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tracker.state).toBe("script_failed");
    await vi.advanceTimersByTimeAsync(1000); // first retry after 1 s
    expect(adapter.loads).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000 + 1999);
    expect(adapter.loads).toBe(2);
    await vi.advanceTimersByTimeAsync(1); // second retry after 2 s
    expect(adapter.loads).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000 + 3000); // third after 3 s
    expect(adapter.loads).toBe(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect([adapter.loads, tracker.state]).toEqual([4, "script_failed"]);
    tracker.track(event("Lead"));
    expect(adapter.sent).toEqual([]);
  });

  it("becomes ready when a retry succeeds", async () => {
    const adapter = fakeAdapter({ failures: 1 });
    const tracker = new Tracker(adapter, clock, () => {});
    void tracker.start(granted());
    await vi.advanceTimersByTimeAsync(10_000 + 1000 + 10);
    expect([adapter.loads, tracker.state]).toEqual([2, "ready"]);
  });

  it("on withdrawal while ready goes to consent_denied and clears queue, purchases and cookies", async () => {
    const adapter = fakeAdapter();
    let failSends = false;
    const send = adapter.send;
    adapter.send = (e) => {
      if (failSends) throw new Error("offline");
      send(e);
    };
    const tracker = new Tracker(adapter, clock, () => {});
    await Promise.all([tracker.start(granted()), vi.advanceTimersByTimeAsync(10)]);
    tracker.trackPurchase({ orderReference: "cs_1", currency: "EUR", value: 16 });
    failSends = true;
    tracker.track(event("Lead")); // fails, so it waits in the queue
    expect(tracker.queuedEvents.map((e) => e.name)).toEqual(["Lead"]);
    tracker.setConsent(refused());
    expect(tracker.state).toBe("consent_denied");
    expect(tracker.queuedEvents).toEqual([]);
    expect(adapter.cookiesCleared).toBe(1);
    // Granted again: initialization is rerun, and the forgotten purchase id may be sent again.
    failSends = false;
    tracker.setConsent(granted());
    expect(tracker.state).toBe("script_loading");
    await vi.advanceTimersByTimeAsync(10);
    expect(tracker.state).toBe("ready");
    tracker.trackPurchase({ orderReference: "cs_1", currency: "EUR", value: 16 });
    expect(adapter.sent.filter((e) => e.name === "purchase")).toHaveLength(2);
  });

  it("a withdrawal during loading ends in consent_denied once the script has loaded", async () => {
    const adapter = fakeAdapter({ loadMs: 50 });
    const tracker = new Tracker(adapter, clock, () => {});
    void tracker.start(granted());
    tracker.setConsent(refused());
    expect(tracker.state).toBe("script_loading");
    await vi.advanceTimersByTimeAsync(60);
    expect(tracker.state).toBe("consent_denied");
    expect(adapter.sent).toEqual([]);
  });

  it("retries failed sends from the queue at the next cleanup tick", async () => {
    const adapter = fakeAdapter();
    const tracker = new Tracker(adapter, clock, () => {});
    await Promise.all([tracker.start(granted()), vi.advanceTimersByTimeAsync(10)]);
    const send = adapter.send;
    adapter.send = () => {
      throw new Error("blocked");
    };
    tracker.track(event("Search"));
    adapter.send = send;
    expect(adapter.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(adapter.sent.map((e) => e.name)).toEqual(["Search"]);
  });
});

describe("tracker queue and purchase cache (spec section 9)", () => {
  it("drops the older half when 50 events wait", () => {
    const tracker = new Tracker(fakeAdapter(), clock, () => {});
    void tracker.start(granted());
    for (let i = 1; i <= 51; i++) tracker.track(event(`e${i}`));
    const names = tracker.queuedEvents.map((e) => e.name);
    expect(names).toHaveLength(26);
    expect(names[0]).toBe("e26");
    expect(names.at(-1)).toBe("e51");
  });

  it("keeps queued events for an hour only, however often their send is retried", async () => {
    const adapter = fakeAdapter();
    const tracker = new Tracker(adapter, clock, () => {});
    await Promise.all([tracker.start(granted()), vi.advanceTimersByTimeAsync(10)]);
    adapter.send = () => {
      throw new Error("blocked");
    };
    tracker.track(event("old"));
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    tracker.track(event("recent"));
    await vi.advanceTimersByTimeAsync(30 * 60_000 + 30_000);
    expect(tracker.queuedEvents.map((e) => e.name)).toEqual(["recent"]);
  });

  it("never sends a purchase id twice within 24 hours, and forgets it after", async () => {
    const adapter = fakeAdapter();
    const tracker = new Tracker(adapter, clock, () => {});
    await Promise.all([tracker.start(granted()), vi.advanceTimersByTimeAsync(10)]);
    const purchase = { transaction_id: "pi_9", currency: "EUR", value: 8 };
    tracker.trackPurchase(purchase);
    tracker.trackPurchase(purchase);
    expect(adapter.sent).toHaveLength(1);
    expect(adapter.sent[0]?.params).toMatchObject({ id: "pi_9", value: 8, currency: "EUR" });
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000 + 30_000);
    tracker.trackPurchase(purchase);
    expect(adapter.sent).toHaveLength(2);
  });

  it("holds at most 500 purchase ids, forgetting the oldest", async () => {
    const adapter = fakeAdapter();
    const tracker = new Tracker(adapter, clock, () => {});
    await Promise.all([tracker.start(granted()), vi.advanceTimersByTimeAsync(10)]);
    for (let i = 0; i <= 500; i++)
      tracker.trackPurchase({ orderReference: `o${i}`, currency: "EUR", value: 8 });
    tracker.trackPurchase({ orderReference: "o500", currency: "EUR", value: 8 });
    expect(adapter.sent).toHaveLength(501);
    tracker.trackPurchase({ orderReference: "o0", currency: "EUR", value: 8 });
    expect(adapter.sent).toHaveLength(502);
  });

  it("remembers reported purchase ids across pages through its store, until consent is withdrawn", async () => {
    let kept: readonly (readonly [string, number])[] = [];
    const store = { load: () => kept, save: (entries: typeof kept) => (kept = entries) };
    const first = fakeAdapter();
    const page1 = new Tracker(first, clock, () => {}, store);
    await Promise.all([page1.start(granted()), vi.advanceTimersByTimeAsync(10)]);
    page1.trackPurchase({ orderReference: "CC-7", currency: "EUR", value: 16 });
    expect(first.sent).toHaveLength(1);
    // A reload: a new tracker on the same storage does not report it again.
    const second = fakeAdapter();
    const page2 = new Tracker(second, clock, () => {}, store);
    await Promise.all([page2.start(granted()), vi.advanceTimersByTimeAsync(10)]);
    page2.trackPurchase({ orderReference: "CC-7", currency: "EUR", value: 16 });
    expect(second.sent).toEqual([]);
    page2.setConsent(refused());
    expect(kept).toEqual([]);
  });

  it("does not send a purchase without an id", async () => {
    const adapter = fakeAdapter();
    const log = vi.fn();
    const tracker = new Tracker(adapter, clock, log);
    await Promise.all([tracker.start(granted()), vi.advanceTimersByTimeAsync(10)]);
    tracker.trackPurchase({ currency: "EUR", value: 8 });
    expect(adapter.sent).toEqual([]);
    expect(log).toHaveBeenCalledWith("purchase without an id not sent", { tracker: "pixel" });
  });
});

describe("tracker start-up (spec section 7)", () => {
  it("starts after the initial delay", async () => {
    const adapter = fakeAdapter();
    const tracker = new Tracker(adapter, clock, () => {});
    void bootTracker(tracker, granted, clock, 100, () => {});
    await vi.advanceTimersByTimeAsync(99);
    expect(tracker.state).toBe("uninitialized");
    await vi.advanceTimersByTimeAsync(1);
    expect(tracker.state).toBe("script_loading");
  });

  it("retries a failed consent read after 3 s and then 10 s, then gives up", async () => {
    const tracker = new Tracker(fakeAdapter(), clock, () => {});
    const log = vi.fn();
    const read = vi.fn(() => {
      throw new Error("storage blocked");
    });
    const done = bootTracker(tracker, read, clock, 1000, log);
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(read).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledTimes(3);
    expect(tracker.state).toBe("uninitialized");
  });
});
