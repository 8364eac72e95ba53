import { describe, expect, it } from "vitest";
import { clickKey } from "./click-key";

describe("the key of a click on buy", () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it("stays the same when the same pass and tax number are asked again", () => {
    const first = clickKey(null, { plan: "14-days", nif: "" }, newKey);
    expect(clickKey(first, { plan: "14-days", nif: "" }, newKey)).toBe(first);
    const withNif = clickKey(null, { plan: "30-days", nif: "123 456 789" }, newKey);
    expect(clickKey(withNif, { plan: "30-days", nif: "123456789" }, newKey)).toBe(withNif);
  });

  it("is new for another pass or another tax number", () => {
    const first = clickKey(null, { plan: "14-days", nif: "" }, newKey);
    const otherPlan = clickKey(first, { plan: "30-days", nif: "" }, newKey);
    expect(otherPlan.value).not.toBe(first.value);
    const otherNif = clickKey(otherPlan, { plan: "30-days", nif: "123456789" }, newKey);
    expect(otherNif.value).not.toBe(otherPlan.value);
  });
});
