import type { User } from "@cc/contracts/user";
import { describe, expect, it } from "vitest";
import { guardRedirect } from "./route-guards";

const user = (active: boolean, requiredRedirect: "purchase" | null = null) =>
  ({ has_active_subscription: active, required_redirect: requiredRedirect }) as User;

describe("route guards", () => {
  it("send guests to login with the full wanted address", () => {
    expect(guardRedirect("auth", null, "/review/7?filter=wrong")).toBe(
      "/login?redirect=%2Freview%2F7%3Ffilter%3Dwrong",
    );
    expect(guardRedirect("subscription", null, "/practice")).toBe("/login?redirect=%2Fpractice");
  });

  it("send learners without an active subscription to /subscription", () => {
    expect(guardRedirect("subscription", user(false), "/exam/full")).toBe("/subscription");
    expect(guardRedirect("subscription", user(true), "/exam/full")).toBeNull();
    expect(guardRedirect("auth", user(false), "/statistics")).toBeNull();
  });

  it("send signed-in learners away from guest pages: practice when subscribed, else subscription", () => {
    expect(guardRedirect("guest", user(true), "/login")).toBe("/practice");
    expect(guardRedirect("guest", user(false), "/signup")).toBe("/subscription");
    expect(guardRedirect("guest", user(true, "purchase"), "/login")).toBe("/subscription");
    expect(guardRedirect("guest", null, "/login")).toBeNull();
  });

  it("let anyone through public pages and the OAuth callback", () => {
    expect(guardRedirect("public", null, "/terms")).toBeNull();
    expect(guardRedirect("callback", null, "/vue/auth/google/callback")).toBeNull();
  });
});
