import { formatPercentIn } from "@cc/i18n/percent";
import { afterAll, describe, expect, it } from "vitest";
import { formatPercent } from "./format";
import { i18n, setLocale } from "./i18n";

describe("formatPercent", () => {
  // Test files share their modules (isolate: false): leave the page in Portuguese.
  afterAll(() => setLocale("pt"));

  it("writes a percentage in the page's language, as the catalogue's {{x, percent}} does", async () => {
    const summary = { correct: 13, total: 30, percentage: 43 };
    expect(formatPercent(43)).toBe(formatPercentIn("pt", 43));
    expect(i18n.t("sessions.review.summary", summary)).toBe(
      `13 de 30 certas (${formatPercent(43)})`,
    );
    await setLocale("en");
    expect(formatPercent(43)).toBe(formatPercentIn("en", 43));
    expect(i18n.t("sessions.review.summary", summary)).toBe(
      `13 of 30 right (${formatPercent(43)})`,
    );
  });
});
