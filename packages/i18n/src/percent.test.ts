import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { applyPercentFormat, formatPercentIn, intlLocaleOf } from "./percent";
import { resources } from "./resources";

const i18n = i18next.createInstance();
void i18n.init({ resources, lng: "pt", initAsync: false, interpolation: { escapeValue: false } });
applyPercentFormat(i18n);
const pt = i18n.getFixedT("pt");
const en = i18n.getFixedT("en");

describe("formatPercentIn", () => {
  it("writes a percentage as Intl does for the language (pt-PT, en-GB)", () => {
    for (const [locale, tag] of [
      ["pt", "pt-PT"],
      ["en", "en-GB"],
    ] as const) {
      expect(intlLocaleOf(locale)).toBe(tag);
      for (const value of [0, 3, 29, 43, 90, 100]) {
        expect(formatPercentIn(locale, value)).toBe(
          new Intl.NumberFormat(tag, { style: "percent" }).format(value / 100),
        );
      }
    }
    expect(formatPercentIn("pt", 43)).toBe("43%");
    expect(formatPercentIn("en", 43)).toBe("43%");
  });

  it("shows whole percents, rounding what is not whole", () => {
    expect(formatPercentIn("pt", 29)).toBe("29%"); // 0.29 is 28.999… in binary
    expect(formatPercentIn("pt", 42.5)).toBe("43%");
    expect(formatPercentIn("en", 99.4)).toBe("99%");
  });
});

describe("{{x, percent}} in the catalogues", () => {
  it("writes the figure as formatPercentIn does, on every screen that shows one", () => {
    const texts = (t: typeof pt) => [
      t("sessions.review.summary", { correct: 13, total: 30, percentage: 43 }),
      t("practice.recent.score", { correct: 13, total: 30, percentage: 43 }),
      t("offline.session.result", { correct: 13, total: 30, percentage: 43 }),
      t("trial.progress", { percentage: 43 }),
      t("coach.statistics.certaintyFirm", { score: 43, count: 60 }),
      t("coach.statistics.recentReadiness", { score: 43 }),
      t("coach.notifications.improvementMessage", { readiness: 43 }),
      t("coach.notifications.milestoneTitle", { milestone: 43 }),
    ];
    for (const [t, locale] of [
      [pt, "pt"],
      [en, "en"],
    ] as const) {
      for (const text of texts(t)) expect(text).toContain(formatPercentIn(locale, 43));
    }
    expect(pt("trial.progress", { percentage: 43 })).toBe("43% respondido");
    expect(pt("coach.statistics.certaintyFair", { score: 43, low: 30, high: 55, count: 60 })).toBe(
      "Cerca de 43%, com base em 60 respostas (provavelmente entre 30% e 55%).",
    );
  });
});
