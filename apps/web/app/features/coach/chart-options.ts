import type uPlot from "uplot";

const DAY_S = 86_400;
/** Tick steps of the date axis, in whole days: never hours, never years. */
const DAY_INCRS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364].map((days) => days * DAY_S);
/** 27 of 30 right (the pass mark of a full exam, in percent), and exam-ready readiness. */
const PASS_LINE = 90;

/** A point of a chart: a time in seconds and a percentage. */
export type ChartPoint = [at: number, value: number];

/** The words of a chart, in the page's language. */
export interface ChartTexts {
  /** The Intl locale of the page (pt-PT, en-GB). */
  locale: string;
  /** The legend's name of the date. */
  day: string;
  series: string;
  line: string;
  /** A percentage as the page writes it (lib/format's `formatPercent`). */
  percent(value: number): string;
}

const startOfDay = (seconds: number) => Math.floor(seconds / DAY_S) * DAY_S;

/**
 * Readiness at the end of each day, one point per day (the server's days are UTC): the day's last
 * figure, at the start of its day so that it sits on its date's tick.
 */
export function dailyPoints(history: readonly { at: string; score: number }[]): ChartPoint[] {
  const byDay = new Map<number, number>();
  for (const p of history) byDay.set(startOfDay(Date.parse(p.at) / 1000), p.score);
  return [...byDay].sort(([a], [b]) => a - b);
}

/** The whole days the points cover: the axis shows their real range, at least one day. */
export function dayRange(points: readonly ChartPoint[]): [number, number] {
  const xs = points.map(([at]) => at);
  const first = startOfDay(Math.min(...xs));
  const last = Math.ceil(Math.max(...xs) / DAY_S) * DAY_S;
  return [first, last > first ? last : first + DAY_S];
}

/** The ticks: from the range's first midnight (UTC), every `step` seconds (whole days). */
export function daySplits(min: number, max: number, step: number): number[] {
  const splits: number[] = [];
  for (let at = Math.ceil(min / DAY_S) * DAY_S; at <= max; at += step) splits.push(at);
  return splits;
}

/**
 * The 90 % line from the plot's left edge to its right: drawn through the points' own days it
 * would shrink to a dot when every exam was taken on one day.
 */
const acrossThePlot: uPlot.Series.PathBuilder = (u) => {
  const y = u.valToPos(PASS_LINE, "y", true);
  const stroke = new Path2D();
  stroke.moveTo(u.bbox.left, y);
  stroke.lineTo(u.bbox.left + u.bbox.width, y);
  return { stroke };
};

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });

/** A line over days with the 90 % line, every label in the page's language. */
export function chartOptions(
  points: readonly ChartPoint[],
  texts: ChartTexts,
  colours: { axis: string; grid: string; series: string; line: string },
  width: number,
): { options: uPlot.Options; data: uPlot.AlignedData } {
  const [min, max] = dayRange(points);
  const tick = dateFormat(texts.locale, { day: "numeric", month: "short" });
  const tickWithYear = dateFormat(texts.locale, {
    day: "numeric",
    month: "short",
    year: "2-digit",
  });
  // Exams are at a time of day (two may share a day); readiness is a day's.
  const date = points.every(([at]) => at % DAY_S === 0)
    ? dateFormat(texts.locale, { dateStyle: "medium" })
    : new Intl.DateTimeFormat(texts.locale, { dateStyle: "medium", timeStyle: "short" });
  const last = points.length - 1;
  // Away from the chart, the legend shows the latest point rather than blanks.
  const at = (idx: number | null) => points[idx ?? last] as ChartPoint;
  const axis = { stroke: colours.axis, grid: { stroke: colours.grid } };
  return {
    options: {
      width,
      height: 200,
      scales: { x: { time: true, range: [min, max] }, y: { range: [0, 100] } },
      axes: [
        {
          ...axis,
          space: 56,
          incrs: DAY_INCRS,
          splits: (_u, _axis, lo, hi, step) => daySplits(lo, hi, step),
          values: (_u, splits) =>
            splits.map((s) => (max - min > 300 * DAY_S ? tickWithYear : tick).format(s * 1000)),
        },
        { ...axis, values: (_u, splits) => splits.map(texts.percent) },
      ],
      series: [
        { label: texts.day, value: (_u, _v, _s, idx) => date.format(at(idx)[0] * 1000) },
        {
          label: texts.series,
          stroke: colours.series,
          width: 2,
          // Always marked: points minutes apart would otherwise be a line too short to see.
          points: { show: true, size: 7 },
          value: (_u, _v, _s, idx) => texts.percent(at(idx)[1]),
        },
        {
          label: texts.line,
          stroke: colours.line,
          dash: [6, 4],
          paths: acrossThePlot,
          points: { show: false },
          value: () => texts.percent(PASS_LINE),
        },
      ],
    },
    data: [points.map(([x]) => x), points.map(([, y]) => y), points.map(() => PASS_LINE)],
  };
}
