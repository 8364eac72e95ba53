import { formatPercentIn } from "@cc/i18n/percent";
import type uPlot from "uplot";
import { describe, expect, it } from "vitest";
import { type ChartTexts, chartOptions, dailyPoints, dayRange, daySplits } from "./chart-options";

const DAY = 86_400;
const colours = { axis: "#000", grid: "#eee", series: "#00f", line: "#0f0" };
const pt: ChartTexts = {
  locale: "pt-PT",
  day: "Dia",
  series: "Preparação para o exame",
  line: "Pronto para o exame",
  percent: (value) => formatPercentIn("pt", value),
};
const en: ChartTexts = {
  locale: "en-GB",
  day: "Day",
  series: "Exam readiness",
  line: "Exam-ready",
  percent: (value) => formatPercentIn("en", value),
};
/** 26 November 2026, 00:00 UTC, in seconds. */
const NOV_26 = Date.UTC(2026, 10, 26) / 1000;

/** The labels the chart's date axis writes for its range, at a step of `days`. */
function tickLabels(options: uPlot.Options, days: number) {
  const axis = options.axes?.[0] as uPlot.Axis;
  const [min, max] = (options.scales?.x?.range as [number, number]) ?? [0, 0];
  const splits = daySplits(min, max, days * DAY);
  return (axis.values as uPlot.Axis.DynamicValues)({} as uPlot, splits, 0, 0, days * DAY);
}

/** What the legend says for series `index` at point `idx` (null: the cursor is away). */
const legend = (options: uPlot.Options, index: number, idx: number | null) => {
  const value = options.series[index]?.value as (...args: unknown[]) => string;
  return value({}, null, index, idx);
};

describe("the statistics charts", () => {
  it("keep one point a day of readiness: a first day's two figures are one day", () => {
    const oneDay = [
      { at: "2026-11-26T23:59:59.999Z", score: 12 },
      { at: "2026-11-26T10:00:00.000Z", score: 14 },
    ];
    expect(dailyPoints(oneDay)).toEqual([[NOV_26, 14]]);
    const twoDays = [{ at: "2026-11-24T23:59:59.999Z", score: 10 }, ...oneDay];
    expect(dailyPoints(twoDays)).toEqual([
      [NOV_26 - 2 * DAY, 10],
      [NOV_26, 14],
    ]);
  });

  it("span the real days of the points, never a range of years", () => {
    expect(
      dayRange([
        [NOV_26 - 6 * DAY, 20],
        [NOV_26, 40],
      ]),
    ).toEqual([NOV_26 - 6 * DAY, NOV_26]);
    // Two exams on one day: that whole day.
    expect(
      dayRange([
        [NOV_26 + 3600, 80],
        [NOV_26 + 7200, 90],
      ]),
    ).toEqual([NOV_26, NOV_26 + DAY]);
    expect(daySplits(NOV_26 - 6 * DAY, NOV_26, 2 * DAY)).toHaveLength(4);
  });

  it("write the dates of a week in the page's language", () => {
    const week: [number, number][] = [0, 3, 6].map((d) => [NOV_26 - (6 - d) * DAY, 20 + d]);
    const inPortuguese = tickLabels(chartOptions(week, pt, colours, 320).options, 1);
    expect(inPortuguese).toHaveLength(7);
    expect(inPortuguese[0]).toBe("20/11");
    expect(inPortuguese.at(-1)).toBe("26/11");
    const inEnglish = tickLabels(chartOptions(week, en, colours, 320).options, 1);
    expect(inEnglish.at(-1)).toBe("26 Nov");
    for (const label of [...inPortuguese, ...inEnglish]) expect(label).not.toMatch(/20\d\d/);
  });

  it("name and fill every part of the legend in the page's language", () => {
    const points: [number, number][] = [
      [NOV_26 - DAY, 30],
      [NOV_26, 42],
    ];
    const { options, data } = chartOptions(points, pt, colours, 320);
    expect(options.series.map((s) => s.label)).toEqual([
      "Dia",
      "Preparação para o exame",
      "Pronto para o exame",
    ]);
    // Away from the chart: the latest point, never "--".
    expect(legend(options, 0, null)).toBe("26/11/2026");
    expect(legend(options, 1, null)).toBe("42%");
    expect(legend(options, 1, 0)).toBe("30%");
    expect(legend(options, 2, 0)).toBe("90%");
    const yAxis = options.axes?.[1]?.values as uPlot.Axis.DynamicValues;
    expect(yAxis({} as uPlot, [0, 50, 100], 1, 0, 50)).toEqual(["0%", "50%", "100%"]);
    expect(data[0]).toEqual([NOV_26 - DAY, NOV_26]);
    const english = chartOptions(points, en, colours, 320).options;
    expect(english.series[0]?.label).toBe("Day");
    expect(legend(english, 0, 0)).toBe("25 Nov 2026");
  });
});
