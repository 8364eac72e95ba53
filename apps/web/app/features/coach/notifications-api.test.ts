import { describe, expect, it } from "vitest";
import { actionPath } from "./notifications-api";

describe("notification actions", () => {
  it("lead to practice or to the statistics, unknown ones to the statistics", () => {
    expect(actionPath("practice_weak_area")).toBe("/practice");
    expect(actionPath("take_exam")).toBe("/practice");
    expect(actionPath("view_insights")).toBe("/statistics");
    expect(actionPath("something_new")).toBe("/statistics");
  });
});
