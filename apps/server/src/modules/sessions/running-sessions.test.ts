import type { SessionItem } from "@cc/db/schema/learning";
import { describe, expect, it } from "vitest";
import { createRunningSessions, type RunningSession } from "./running-sessions";

const items: SessionItem[] = [
  { q: "mn-093", v: 1, o: "BCA" },
  { q: "sig-10412", v: 12, o: "DACB" },
  { q: "pr-001", v: 3, o: "AB" },
];

const session = (id: string, overrides: Partial<RunningSession> = {}): RunningSession => ({
  id,
  userId: "5b0b7c1e-8d1e-4a53-9a0e-0c3c1f5d2b11",
  type: "fullExam",
  status: "in_progress",
  items,
  answers: { "mn-093": { l: "A", at: 1_763_740_800_000, ms: 4_200 } },
  startedAt: new Date("2026-11-21T10:00:00.000Z"),
  deadlineAt: new Date("2026-11-21T10:30:00.000Z"),
  ...overrides,
});

describe("kept running sessions", () => {
  it("give back exactly what was kept, with its version", () => {
    const running = createRunningSessions(10);
    running.keep({ session: session("s1"), version: "7781" });
    running.keep({ session: session("s2", { userId: null, deadlineAt: null }), version: "7782" });
    expect(running.take("s1")).toEqual({ session: session("s1"), version: "7781" });
    expect(running.take("s2")).toEqual({
      session: session("s2", { userId: null, deadlineAt: null }),
      version: "7782",
    });
    running.keep({ session: session("s3", { answers: {} }), version: "7783" });
    expect(running.take("s3")?.session.answers).toEqual({});
  });

  it("give a copy once: taking it removes it", () => {
    const running = createRunningSessions(10);
    running.keep({ session: session("s1"), version: "1" });
    expect(running.take("s1")).toBeDefined();
    expect(running.take("s1")).toBeUndefined();
    expect(running.size).toBe(0);
  });

  it("hold at most their capacity, dropping the copy written longest ago", () => {
    const running = createRunningSessions(2);
    running.keep({ session: session("s1"), version: "1" });
    running.keep({ session: session("s2"), version: "2" });
    // Saving answers to s1 writes it again: s2 is now the oldest.
    running.keep({ session: session("s1"), version: "3" });
    running.keep({ session: session("s3"), version: "4" });
    expect(running.size).toBe(2);
    expect(running.take("s2")).toBeUndefined();
    expect(running.take("s1")?.version).toBe("3");
    expect(running.take("s3")?.version).toBe("4");
  });

  it("keep no ended session", () => {
    const running = createRunningSessions(10);
    running.keep({ session: session("s1"), version: "1" });
    running.keep({ session: session("s1", { status: "completed" }), version: "2" });
    expect(running.size).toBe(0);
    expect(running.take("s1")).toBeUndefined();
  });

  it("tell items apart whatever their ids hold", () => {
    const running = createRunningSessions(10);
    const odd: SessionItem[] = [
      { q: "a 1", v: 2, o: "AB" },
      { q: "a", v: 1, o: "AB" },
      { q: "1 AB a", v: 2, o: "BA" },
    ];
    running.keep({ session: session("s1", { items: odd }), version: "1" });
    running.keep({ session: session("s2", { items: [...odd].reverse() }), version: "2" });
    expect(running.take("s1")?.session.items).toEqual(odd);
    expect(running.take("s2")?.session.items).toEqual([...odd].reverse());
  });
});
