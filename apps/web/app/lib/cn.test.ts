import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later utility of the same kind replace the earlier one", () => {
    expect(cn("min-h-11 px-4 py-2 font-semibold", "min-h-10 px-3")).toBe(
      "py-2 font-semibold min-h-10 px-3",
    );
  });

  it("drops falsy parts and keeps conditional ones", () => {
    const active = false;
    expect(cn("rounded", active && "bg-brand-50", { "text-red-800": true })).toBe(
      "rounded text-red-800",
    );
  });
});
