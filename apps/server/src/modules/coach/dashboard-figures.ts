import { dailyGoal, milestones, questionsMastered, recentDays } from "@cc/domain/coach/figures";
import { studyPlan } from "@cc/domain/coach/plan";
import type { ProgressPrediction, ReadinessPoint } from "@cc/domain/coach/prediction";
import type { Readiness } from "@cc/domain/coach/readiness";
import type { Locale } from "@cc/i18n/catalogue";
import { createTranslators, type Translate } from "../../core/translate";
import type { StoredState } from "./coach.repo";
import { examDayStart } from "./exam-date";
import { dayKey, MEMORY } from "./review-state";

/** The recent-activity list covers this many days. */
const RECENT_DAYS = 7;

let translators: Record<Locale, Translate> | undefined;
const translatorOf = (locale: Locale) => {
  translators ??= createTranslators();
  return translators[locale];
};

/** The trend in one sentence from the learner's own pace (points a week, rounded). */
function trendDescription(prediction: ProgressPrediction, locale: Locale): string {
  const t = translatorOf(locale);
  if (prediction.pointsPerDay === null) return t("coach.statistics.trendTooFewDays");
  const points = Math.round(Math.abs(prediction.pointsPerDay) * 7);
  if (prediction.trend === "improving") {
    return t("coach.statistics.trendRising", { count: points });
  }
  if (prediction.trend === "needs_attention") {
    return t("coach.statistics.trendFalling", { count: points });
  }
  return t("coach.statistics.trendSteady");
}

/**
 * The statistics page's figures beyond readiness: questions mastered, today's goal, the recent
 * days with answers, and the prediction's milestones and sentence.
 */
export function dashboardFigures(input: {
  found: StoredState;
  readiness: Readiness;
  history: readonly ReadinessPoint[];
  prediction: ProgressPrediction;
  at: number;
  locale: Locale;
  examDate: string | null;
}) {
  const { found, readiness, history, prediction, at, locale, examDate } = input;
  const today = dayKey(at);
  const scoreByDay = new Map(history.map((p) => [dayKey(p.at), p.score]));
  const activity = found.days.map(([day, answers, stored]) => ({
    day,
    answers,
    readiness: scoreByDay.get(day) ?? stored,
  }));
  const answeredToday = found.days.find(([day]) => day === today)?.[1] ?? 0;
  return {
    questions_mastered: questionsMastered(found.memories, at, MEMORY),
    daily_goal: dailyGoal(
      studyPlan(readiness, at, examDayStart(examDate)).questionsPerDay,
      answeredToday,
    ),
    recent_activity: recentDays(activity, at, RECENT_DAYS),
    milestones: milestones(prediction).map((m) => ({
      target: m.target,
      reached: m.reached,
      estimated_days: m.estimatedDays,
    })),
    trend_description: trendDescription(prediction, locale),
  };
}
