import { describe, expect, it } from "vitest";
import {
  measureExamJs,
  measurePage,
  prerenderedPages,
  WEB_BUDGETS,
} from "../../../scripts/bench/web-size";
import { browserPath } from "./support/harness";

// Reads the build that the browser tests' setup makes current (`npm run bench web-size` prints the
// same figures). A page over its budget fails CI.
describe.skipIf(!browserPath())("the web build's speed budgets", () => {
  it("loads at most 60 KB gzip of JavaScript on every public page before any interaction", () => {
    const pages = prerenderedPages();
    expect(pages).toEqual(expect.arrayContaining(["/", "/terms", "/sinais"]));
    for (const page of pages) {
      const weight = measurePage(page);
      expect({ page, gzip: weight.js.gzip }).toEqual({
        page,
        gzip: expect.toSatisfy((n: number) => n <= WEB_BUDGETS.publicPageJs),
      });
      // The app still loads when needed: the trial, the banner's buttons, the forms.
      expect(weight.onInteraction.gzip).toBeGreaterThan(0);
    }
  });

  it("keeps the exam screen's JavaScript within its budget", () => {
    expect(measureExamJs().gzip).toBeLessThanOrEqual(WEB_BUDGETS.examJs);
  });
});
