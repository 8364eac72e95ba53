import { describe, expect, it } from "vitest";
import { localizedPath, PUBLIC_PAGES, publicPageAt } from "./public-pages";
import { findWebRoute } from "./web-routes";

describe("public pages in two languages", () => {
  it("knows a page and its language from its address, with or without a trailing slash", () => {
    expect(publicPageAt("/")).toEqual({ id: "home", locale: "pt" });
    expect(publicPageAt("/en/")).toEqual({ id: "home", locale: "en" });
    expect(publicPageAt("/en")).toEqual({ id: "home", locale: "en" });
    expect(publicPageAt("/en/terms?x=1")).toEqual({ id: "terms", locale: "en" });
    expect(publicPageAt("/sinais/")).toEqual({ id: "signs", locale: "pt" });
    expect(publicPageAt("/practice")).toBeUndefined();
    expect(publicPageAt("/en/practice")).toBeUndefined();
  });

  it("localizes links to public pages, keeping query and fragment, and leaves app pages alone", () => {
    expect(localizedPath("/terms", "en")).toBe("/en/terms");
    expect(localizedPath("/en/refund", "pt")).toBe("/refund");
    expect(localizedPath("/sinais#sign-B2", "en")).toBe("/en/signs#sign-B2");
    expect(localizedPath("/search?q=stop", "en")).toBe("/en/search?q=stop");
    expect(localizedPath("/", "en")).toBe("/en/");
    expect(localizedPath("/practice", "en")).toBe("/practice");
  });

  it("prerenders every version as a public route", () => {
    for (const paths of Object.values(PUBLIC_PAGES)) {
      for (const path of [paths.pt, paths.en]) {
        expect(findWebRoute(path), path).toMatchObject({ access: "public", prerender: true });
      }
    }
    expect(findWebRoute("/weak-areas")?.access).toBe("subscription");
    expect(findWebRoute("/trial")?.access).toBe("public");
  });
});
