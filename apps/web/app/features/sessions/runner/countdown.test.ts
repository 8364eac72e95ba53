import { describe, expect, it } from "vitest";
import { clockOffsetMs, formatClock, secondsLeft } from "./countdown";

describe("exam countdown", () => {
  it("measures how far the browser's clock is from the server's", () => {
    const now = Date.parse("2026-05-01T10:00:00.000Z");
    expect(clockOffsetMs("2026-05-01T10:00:05.000Z", now)).toBe(5000);
    expect(clockOffsetMs("2026-05-01T09:59:58.000Z", now)).toBe(-2000);
    expect(clockOffsetMs("not a date", now)).toBe(0);
  });

  it("counts down to the server's deadline on the server's clock", () => {
    const deadline = "2026-05-01T10:30:00.000Z";
    const browserNow = Date.parse("2026-05-01T10:00:00.000Z");
    expect(secondsLeft(deadline, 0, browserNow)).toBe(1800);
    // The browser is 2 minutes behind the server: 28 minutes are left, not 30.
    expect(secondsLeft(deadline, 120_000, browserNow)).toBe(1680);
    expect(secondsLeft(deadline, 0, browserNow + 1_799_001)).toBe(1);
    expect(secondsLeft(deadline, 0, browserNow + 1_800_000)).toBe(0);
    expect(secondsLeft(deadline, 0, browserNow + 9_999_999)).toBe(0);
  });

  it("shows minutes and seconds", () => {
    expect(formatClock(1800)).toBe("30:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(3723)).toBe("1:02:03");
    expect(formatClock(-5)).toBe("0:00");
  });
});
