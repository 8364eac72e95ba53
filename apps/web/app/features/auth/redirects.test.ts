import { describe, expect, it } from "vitest";
import { googleSignInHref, safeRedirect, withRedirect } from "./redirects";

describe("sign-in redirects", () => {
  it("keep a path of this site with its query and hash", () => {
    expect(safeRedirect("/review/7?filter=wrong#q3")).toBe("/review/7?filter=wrong#q3");
    expect(safeRedirect("/exam/full")).toBe("/exam/full");
  });

  it("go to practice without a redirect", () => {
    expect(safeRedirect(null)).toBe("/practice");
    expect(safeRedirect("")).toBe("/practice");
  });

  it("refuse anything that would leave the site", () => {
    for (const evil of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "practice",
      `/${"a".repeat(2001)}`,
    ]) {
      expect(safeRedirect(evil), evil).toBe("/practice");
    }
  });

  it("carry the redirect between the sign-in pages and to Google", () => {
    expect(withRedirect("/signup", "/exam/full")).toBe("/signup?redirect=%2Fexam%2Ffull");
    expect(withRedirect("/signup", null)).toBe("/signup");
    expect(googleSignInHref("/statistics", "en", true)).toBe(
      "/api/auth/google?redirect=%2Fstatistics&locale=en&locale_chosen=true",
    );
    expect(googleSignInHref("//evil.example", "pt", false)).toBe(
      "/api/auth/google?redirect=%2Fpractice&locale=pt&locale_chosen=false",
    );
  });
});
