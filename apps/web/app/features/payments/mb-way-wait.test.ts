import { describe, expect, it } from "vitest";
import { mbWayMinutesLeft } from "./mb-way-wait";

describe("the MB WAY wait", () => {
  const since = "2026-11-26T10:00:00.000Z";
  const at = (seconds: number) => Date.parse(since) + seconds * 1000;

  it("shows whole minutes left, rounded up, of the scheme's 4-minute window", () => {
    expect(mbWayMinutesLeft(since, at(0))).toBe(4);
    expect(mbWayMinutesLeft(since, at(5))).toBe(4);
    expect(mbWayMinutesLeft(since, at(61))).toBe(3);
    expect(mbWayMinutesLeft(since, at(239))).toBe(1);
  });

  it("says 0 once the window has passed, never a negative time", () => {
    expect(mbWayMinutesLeft(since, at(240))).toBe(0);
    expect(mbWayMinutesLeft(since, at(3600))).toBe(0);
  });
});
