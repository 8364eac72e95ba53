import { describe, expect, it } from "vitest";
import { findWebRoute, matchesRoute } from "./web-routes";

describe("web route matching", () => {
  it("matches fixed, parameter and optional segments", () => {
    expect(matchesRoute("/", "/")).toBe(true);
    expect(matchesRoute("/practice", "/practice/")).toBe(true);
    expect(matchesRoute("/practice", "/practice?x=1")).toBe(true);
    expect(matchesRoute("/practice", "/practice/quick")).toBe(false);
    expect(matchesRoute("/review/:sessionId", "/review/abc")).toBe(true);
    expect(matchesRoute("/review/:sessionId", "/review")).toBe(false);
    expect(matchesRoute("/exam/:type?", "/exam")).toBe(true);
    expect(matchesRoute("/exam/:type?", "/exam/full")).toBe(true);
    expect(matchesRoute("/exam/:type?", "/exam/full/extra")).toBe(false);
  });

  it("knows the app's pages and their access", () => {
    expect(findWebRoute("/practice/quick")?.access).toBe("subscription");
    expect(findWebRoute("/login")?.access).toBe("guest");
    expect(findWebRoute("/review/42")?.access).toBe("auth");
    expect(findWebRoute("/terms")?.prerender).toBe(true);
    expect(findWebRoute("/definitely/not/here")).toBeUndefined();
  });

  it("knows only the exam modes that exist, so any other /exam/… is a real 404", () => {
    expect(findWebRoute("/exam/full")?.access).toBe("subscription");
    expect(findWebRoute("/exam/thematic")?.access).toBe("subscription");
    expect(findWebRoute("/exam")?.access).toBe("subscription");
    expect(findWebRoute("/exam/anything-unknown")).toBeUndefined();
  });
});
