import { describe, expect, it } from "vitest";
import { createToastStore } from "./toast-store";

function fakeClock() {
  const timers = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  let id = 0;
  return {
    schedule: ((run: () => void, ms: number) => {
      timers.set(++id, { at: now + ms, run });
      return id;
    }) as unknown as typeof setTimeout,
    cancel: ((handle: number) => timers.delete(handle)) as unknown as typeof clearTimeout,
    advance(ms: number) {
      now += ms;
      for (const [key, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(key);
          timer.run();
        }
      }
    },
  };
}

describe("generic toasts", () => {
  it("last 5 s by default and 7 s for errors", () => {
    const clock = fakeClock();
    const store = createToastStore(clock.schedule, clock.cancel);
    store.add({ type: "success", message: "Saved" });
    store.add({ type: "error", message: "Failed" });
    expect(store.list().map((t) => t.duration)).toEqual([5000, 7000]);
    clock.advance(5000);
    expect(store.list().map((t) => t.message)).toEqual(["Failed"]);
    clock.advance(2000);
    expect(store.list()).toEqual([]);
  });

  it("stay when persistent, until closed by hand or cleared", () => {
    const clock = fakeClock();
    const store = createToastStore(clock.schedule, clock.cancel);
    const id = store.add({ type: "warning", message: "Offline", persistent: true });
    store.add({ type: "info", message: "Hello", duration: 1000 });
    clock.advance(60_000);
    expect(store.list().map((t) => t.message)).toEqual(["Offline"]);
    store.remove(id);
    expect(store.list()).toEqual([]);
    store.add({ type: "info", message: "A", persistent: true });
    store.clear();
    expect(store.list()).toEqual([]);
  });

  it("notify subscribers and show a repeated message once", () => {
    const store = createToastStore();
    let notified = 0;
    const unsubscribe = store.subscribe(() => notified++);
    store.add({ type: "error", message: "Network error", persistent: true });
    store.add({ type: "error", message: "Network error", persistent: true });
    expect(store.list()).toHaveLength(1);
    expect(notified).toBe(1);
    unsubscribe();
    store.clear();
    expect(notified).toBe(1);
  });
});
