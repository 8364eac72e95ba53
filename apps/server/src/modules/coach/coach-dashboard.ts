import type { CoachDashboard, StatisticsRange } from "@cc/contracts/coach";
import { DAY_MS } from "@cc/domain/coach/memory";
import type { ProgressPrediction, ReadinessPoint } from "@cc/domain/coach/prediction";
import type { CategoryStatus, Readiness } from "@cc/domain/coach/readiness";
import type { Locale } from "@cc/i18n/catalogue";
import type { StoredState } from "./coach.repo";
import { categoryView, readinessView, studyStreak } from "./coach.views";
import type { dashboardFigures } from "./dashboard-figures";

const WEAK_AREAS = 3;
const RANGE_DAYS: Record<StatisticsRange, number> = { "7d": 7, "30d": 30, all: Infinity };

/**
 * The statistics page's figures from a learner's assessment. Exams and the readiness history cover
 * `range`; readiness, its parts, the streak and the prediction are today's whatever the range.
 */
export async function dashboardBody(
  input: {
    found: StoredState;
    readiness: Readiness;
    history: ReadinessPoint[];
    prediction: ProgressPrediction;
    at: number;
    figures: ReturnType<typeof dashboardFigures>;
    names: Map<string, Record<Locale, string>>;
    examDate: string | null;
    range: StatisticsRange;
    locale: Locale;
  },
  answeredSince: (since: Date) => Promise<number>,
): Promise<CoachDashboard> {
  const { found, readiness, prediction, at, figures, names, examDate, range, locale } = input;
  const since = at - RANGE_DAYS[range] * DAY_MS;
  const inRange = (time: number) => time >= since;
  const exams = found.exams
    .map(([finishedAt, result]) => ({ finishedAt: Date.parse(finishedAt), result }))
    .filter((e) => inRange(e.finishedAt));
  const history = input.history.filter((p) => inRange(p.at));
  const view = (c: CategoryStatus) =>
    categoryView(c, names.get(c.categoryId)?.[locale] ?? c.categoryId);
  const scores = exams.flatMap((e) => (e.result ? [e.result.percentage] : []));
  const weak = [...readiness.categories]
    .filter((c) => c.expectedMistakes > 0)
    .sort((a, b) => b.expectedMistakes - a.expectedMistakes)
    .slice(0, WEAK_AREAS);
  return {
    range,
    exam_date: examDate,
    readiness_score: readiness.score,
    readiness: readinessView(readiness),
    performance_overview: {
      test_count: exams.length,
      overall_score: scores.length
        ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length)
        : null,
      pass_rate: exams.length
        ? Math.round((100 * exams.filter((e) => e.result?.passed).length) / exams.length)
        : null,
      questions_answered:
        range === "all" ? readiness.answered : await answeredSince(new Date(since)),
      study_streak: studyStreak(
        found.days.map(([day]) => day),
        at,
      ),
      questions_mastered: figures.questions_mastered,
      readiness: { score: readiness.score, estimated_days: prediction.estimatedDays },
    },
    weak_areas: readiness.answered ? weak.map(view) : [],
    categories: readiness.categories.map(view),
    prediction: {
      readiness_score: prediction.readinessScore,
      confidence: prediction.confidence,
      estimated_days: prediction.estimatedDays,
      trend: prediction.trend,
      trend_estimated: prediction.pointsPerDay !== null,
      trend_description: figures.trend_description,
      updated_at: new Date(at).toISOString(),
      milestones: figures.milestones,
    },
    daily_goal: figures.daily_goal,
    recent_activity: figures.recent_activity,
    readiness_history: history.map((p) => ({
      at: new Date(p.at).toISOString(),
      score: p.score,
    })),
    exam_scores: exams.flatMap((e) =>
      e.result
        ? [{ at: new Date(e.finishedAt).toISOString(), percentage: e.result.percentage }]
        : [],
    ),
  };
}
