import type { CoachDashboard } from "@cc/contracts/coach";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import { useThemeColours } from "../../lib/theme";
import "uplot/dist/uPlot.min.css";

/** 27 of 30 right (the pass mark of a full exam, in percent), and exam-ready readiness. */
const PASS_LINE = 90;
const CHART_COLOURS = ["slate-700", "slate-200", "sky-700", "green-700"] as const;

/** The statistics page's charts (their own chunk: uPlot loads only here). */
export default function ProgressCharts({ data }: { data: CoachDashboard }) {
  const { t } = useTranslation();
  return (
    <>
      {data.exam_scores.length >= 2 && (
        <Chart
          caption={t("coach.statistics.scoreChart")}
          points={data.exam_scores.map((p) => [p.at, p.percentage])}
          label={t("coach.statistics.scoreSeries")}
          lineLabel={t("coach.statistics.passLine")}
        />
      )}
      {data.readiness_history.length >= 2 && (
        <Chart
          caption={t("coach.statistics.readinessChart")}
          points={data.readiness_history.map((p) => [p.at, p.score])}
          label={t("coach.statistics.readinessTitle")}
          lineLabel={t("coach.statistics.examReady")}
        />
      )}
    </>
  );
}

/** A line over time with the 90 % line; drawn again only when its numbers change. */
function Chart({
  caption,
  points,
  label,
  lineLabel,
}: {
  caption: string;
  points: [string, number][];
  label: string;
  lineLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const numbers = JSON.stringify(points);
  // Canvas colours do not follow CSS: read the theme's and draw again when it changes.
  const colours = useThemeColours(CHART_COLOURS);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const points = JSON.parse(numbers) as [string, number][];
    const xs = points.map(([at]) => Date.parse(at) / 1000);
    const axis = { stroke: colours["slate-700"], grid: { stroke: colours["slate-200"] } };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 200,
        scales: { y: { range: [0, 100] } },
        axes: [axis, axis],
        series: [
          {},
          { label, stroke: colours["sky-700"], width: 2 },
          { label: lineLabel, stroke: colours["green-700"], dash: [6, 4] },
        ],
      },
      [xs, points.map(([, value]) => value), xs.map(() => PASS_LINE)],
      element,
    );
    return () => plot.destroy();
  }, [numbers, label, lineLabel, colours]);
  return (
    <figure className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="text-lg font-semibold">{caption}</figcaption>
      <div ref={box} role="img" aria-label={caption} />
    </figure>
  );
}
