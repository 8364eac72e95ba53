import { describe, expect, it } from "vitest";
import { certaintyOf } from "./readiness-words";

describe("readiness certainty", () => {
  it("says nothing firm without answers or with few", () => {
    expect(certaintyOf({ low: 0, high: 5, answered: 0 })).toBe("none");
    expect(certaintyOf({ low: 60, high: 62, answered: 30 })).toBe("rough");
  });

  it("follows the width of the range once there are answers", () => {
    expect(certaintyOf({ low: 40, high: 75, answered: 400 })).toBe("rough");
    expect(certaintyOf({ low: 60, high: 75, answered: 400 })).toBe("fair");
    expect(certaintyOf({ low: 88, high: 95, answered: 900 })).toBe("firm");
  });
});
