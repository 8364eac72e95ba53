import { describe, expect, it } from "vitest";
import { hasAnyPermission, permissionGuardOutcome } from "./permissions";

describe("permission guard decision", () => {
  it("lets through when the learner holds the permission, whatever the mode", () => {
    for (const mode of ["hide", "disable", "show-fallback"] as const) {
      expect(permissionGuardOutcome(["read_basic", "access_premium"], "access_premium", mode)).toBe(
        "show",
      );
    }
  });

  it("needs any one permission of a list, not all of them", () => {
    expect(hasAnyPermission(["read_basic"], ["admin_manage", "read_basic"])).toBe(true);
    expect(hasAnyPermission(["read_basic"], ["admin_manage", "access_premium"])).toBe(false);
  });

  it("applies the mode when the permission is missing", () => {
    expect(permissionGuardOutcome(["read_basic"], "access_premium", "hide")).toBe("hide");
    expect(permissionGuardOutcome(["read_basic"], "access_premium", "disable")).toBe("disable");
    expect(permissionGuardOutcome(["read_basic"], ["admin_manage"], "show-fallback")).toBe(
      "fallback",
    );
  });

  it("grants nothing to a visitor without a user or without permissions", () => {
    expect(permissionGuardOutcome(null, "read_basic", "hide")).toBe("hide");
    expect(permissionGuardOutcome(undefined, ["read_basic"], "disable")).toBe("disable");
    expect(permissionGuardOutcome([], "read_basic", "show-fallback")).toBe("fallback");
  });

  it("requires nothing for an empty list", () => {
    expect(permissionGuardOutcome(null, [], "hide")).toBe("show");
  });
});
