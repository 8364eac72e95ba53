import type { CoachDashboard } from "@cc/contracts/coach";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import { formatPercent, intlLocale } from "../../lib/format";
import { useThemeColours } from "../../lib/theme";
import { type ChartPoint, type ChartTexts, chartOptions, dailyPoints } from "./chart-options";
import "uplot/dist/uPlot.min.css";

const CHART_COLOURS = ["slate-700", "slate-200", "sky-700", "green-700"] as const;

/** The statistics page's charts (their own chunk: uPlot loads only here). */
export default function ProgressCharts({ data }: { data: CoachDashboard }) {
  const { t } = useTranslation();
  const readiness = dailyPoints(data.readiness_history);
  const texts = {
    locale: intlLocale(),
    day: t("coach.statistics.chartDay"),
    percent: formatPercent,
  };
  return (
    <>
      {data.exam_scores.length >= 2 ? (
        <Chart
          caption={t("coach.statistics.scoreChart")}
          points={data.exam_scores.map((p) => [Date.parse(p.at) / 1000, p.percentage])}
          texts={{
            ...texts,
            series: t("coach.statistics.scoreSeries"),
            line: t("coach.statistics.passLine"),
          }}
        />
      ) : (
        <ChartNote
          caption={t("coach.statistics.scoreChart")}
          note={t("coach.statistics.scoreChartTooFewExams", { count: data.exam_scores.length })}
        />
      )}
      {readiness.length >= 2 ? (
        <Chart
          caption={t("coach.statistics.readinessChart")}
          points={readiness}
          texts={{
            ...texts,
            series: t("coach.statistics.readinessTitle"),
            line: t("coach.statistics.examReady"),
          }}
        />
      ) : (
        <ChartNote
          caption={t("coach.statistics.readinessChart")}
          note={t("coach.statistics.readinessChartTooFewDays")}
        />
      )}
    </>
  );
}

/** Where a chart would be: what it needs before it can be drawn (never an empty plot). */
function ChartNote({ caption, note }: { caption: string; note: string }) {
  return (
    <figure className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="text-lg font-semibold">{caption}</figcaption>
      <p className="text-slate-700">{note}</p>
    </figure>
  );
}

/** A line over days with the 90 % line; drawn again only when its numbers or words change. */
function Chart({
  caption,
  points,
  texts,
}: {
  caption: string;
  points: ChartPoint[];
  texts: ChartTexts;
}) {
  const box = useRef<HTMLDivElement>(null);
  const numbers = JSON.stringify(points);
  const words = JSON.stringify([texts.locale, texts.day, texts.series, texts.line]);
  const percent = texts.percent(0);
  // Canvas colours do not follow CSS: read the theme's and draw again when it changes.
  const colours = useThemeColours(CHART_COLOURS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `words` and `percent` stand for `texts`.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { options, data } = chartOptions(
      JSON.parse(numbers) as ChartPoint[],
      texts,
      {
        axis: colours["slate-700"],
        grid: colours["slate-200"],
        series: colours["sky-700"],
        line: colours["green-700"],
      },
      element.clientWidth,
    );
    const plot = new uPlot(options, data, element);
    return () => plot.destroy();
  }, [numbers, words, percent, colours]);
  return (
    <figure className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="text-lg font-semibold">{caption}</figcaption>
      <div ref={box} role="img" aria-label={caption} />
    </figure>
  );
}
