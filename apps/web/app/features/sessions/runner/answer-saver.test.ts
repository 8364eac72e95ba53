import { describe, expect, it } from "vitest";
import { createAnswerSaver } from "./answer-saver";

function fakeTimers() {
  const timers = new Map<number, () => void>();
  let next = 1;
  return {
    schedule: (run: () => void) => {
      timers.set(next, run);
      return next++;
    },
    cancel: (handle: unknown) => timers.delete(handle as number),
    fire() {
      const due = [...timers.values()];
      timers.clear();
      for (const run of due) run();
    },
    get count() {
      return timers.size;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("answer saver", () => {
  it("sends the choices made close together in one request, the last choice per question", async () => {
    const timers = fakeTimers();
    const sent: Record<string, string>[] = [];
    const saver = createAnswerSaver({ send: async (a) => sent.push(a), delayMs: 500, ...timers });
    saver.record("q1", "A");
    saver.record("q2", "C");
    saver.record("q1", "B");
    expect(sent).toEqual([]);
    expect(timers.count).toBe(1);
    timers.fire();
    await settle();
    expect(sent).toEqual([{ q1: "B", q2: "C" }]);
    expect(saver.hasPending()).toBe(false);
  });

  it("keeps a failed batch for the next attempt without undoing newer choices", async () => {
    const timers = fakeTimers();
    const sent: Record<string, string>[] = [];
    let fail = true;
    const saver = createAnswerSaver({
      send: async (answers) => {
        sent.push(answers);
        if (fail) throw new Error("offline");
      },
      delayMs: 500,
      ...timers,
    });
    saver.record("q1", "A");
    saver.record("q2", "B");
    timers.fire();
    await settle();
    expect(saver.hasPending()).toBe(true);
    fail = false;
    saver.record("q2", "D");
    await saver.flush();
    expect(sent.at(-1)).toEqual({ q1: "A", q2: "D" });
    expect(saver.hasPending()).toBe(false);
  });

  it("flushes on demand, waiting for a request already on its way", async () => {
    let release: () => void = () => {};
    const sent: Record<string, string>[] = [];
    const timers = fakeTimers();
    const saver = createAnswerSaver({
      send: (answers) => {
        sent.push(answers);
        return sent.length === 1 ? new Promise<void>((r) => (release = r)) : Promise.resolve();
      },
      delayMs: 500,
      ...timers,
    });
    saver.record("q1", "A");
    timers.fire();
    saver.record("q2", "B");
    const flushed = saver.flush();
    expect(sent).toEqual([{ q1: "A" }]);
    release();
    await flushed;
    expect(sent).toEqual([{ q1: "A" }, { q2: "B" }]);
    expect(timers.count).toBe(0);
  });

  it("sends nothing once stopped", async () => {
    const timers = fakeTimers();
    const sent: Record<string, string>[] = [];
    const saver = createAnswerSaver({ send: async (a) => sent.push(a), delayMs: 500, ...timers });
    saver.record("q1", "A");
    saver.stop();
    saver.record("q2", "B");
    timers.fire();
    await saver.flush();
    expect(sent).toEqual([]);
  });
});
