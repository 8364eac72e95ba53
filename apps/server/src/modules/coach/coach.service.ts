import type { CoachDashboard, StatisticsRange, StudyPlanView } from "@cc/contracts/coach";
import type { TransmissionType } from "@cc/contracts/questions";
import { FULL_EXAM_BLUEPRINT } from "@cc/domain/blueprint";
import { type AnswerEvent, DAY_MS, FSRS_DEFAULTS } from "@cc/domain/coach/memory";
import { studyPlan } from "@cc/domain/coach/plan";
import { coachPractice } from "@cc/domain/coach/practice";
import { predictProgress, type ReadinessPoint } from "@cc/domain/coach/prediction";
import {
  assessReadiness,
  type CategoryStatus,
  type CoachContext,
  type PoolQuestion,
  type Readiness,
} from "@cc/domain/coach/readiness";
import { emptyLearnerState, learnerState, recordAnswer } from "@cc/domain/coach/state";
import type { Random } from "@cc/domain/random";
import type { Locale } from "@cc/i18n/catalogue";
import type { CoachRepo } from "./coach.repo";

/** Population rates and pools change slowly: read them at most this often. */
const SHARED_TTL_MS = 10 * 60_000;
/** How far back the readiness trend looks (one point per day with answers). */
const TREND_DAYS = 21;
const WEAK_AREAS = 3;
const RANGE_DAYS: Record<StatisticsRange, number> = { "7d": 7, "30d": 30, all: Infinity };

export type CoachService = ReturnType<typeof createCoachService>;

const categoryView = (c: CategoryStatus, name: string) => ({
  category_id: c.categoryId,
  name,
  pool_size: c.poolSize,
  exam_questions: c.examQuestions,
  answered: c.answered,
  recalled_now: c.recalledNow,
  due_for_review: c.dueForReview,
  ability: Math.round(c.ability * 100),
  expected_mistakes: Math.round(c.expectedMistakes * 10) / 10,
});

function planView(readiness: Readiness, at: number): StudyPlanView {
  const plan = studyPlan(readiness, at);
  return {
    questions_per_day: plan.questionsPerDay,
    tests_per_week: plan.testsPerWeek,
    focus_time_minutes: plan.focusMinutes,
    review_time_minutes: plan.reviewMinutes,
    focus_sequence: plan.focusSequence,
    todays_actions: plan.todayActions.map((action) =>
      action.kind === "practice_category"
        ? { kind: action.kind, category_id: action.categoryId, questions: action.questions }
        : action,
    ),
    days: plan.days,
  };
}

const readinessView = (readiness: Readiness) => ({
  score: readiness.score,
  low: readiness.low,
  high: readiness.high,
  answered: readiness.answered,
  exam_ready: readiness.examReady,
});

/** Consecutive days (UTC) with answers, ending today or yesterday. */
function studyStreak(events: readonly AnswerEvent[], now: number): number {
  const days = new Set(events.map((e) => Math.floor(e.answeredAt / DAY_MS)));
  let day = Math.floor(now / DAY_MS);
  if (!days.has(day)) day--;
  let streak = 0;
  while (days.has(day - streak)) streak++;
  return streak;
}

function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number) {
  let value: { at: number; data: Promise<T> } | undefined;
  return () => {
    if (!value || now() - value.at > ttlMs) value = { at: now(), data: load() };
    return value.data;
  };
}

/** The coach's figures for one learner, computed from their answers on each read. */
export function createCoachService(repo: CoachRepo, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const population = cached(() => repo.populationRates(), SHARED_TTL_MS, now);
  const categoryNames = cached(() => repo.categoryNames(), SHARED_TTL_MS, now);
  const pools = {
    manual: cached(() => repo.pool("manual"), SHARED_TTL_MS, now),
    automatic: cached(() => repo.pool("automatic"), SHARED_TTL_MS, now),
  } satisfies Record<TransmissionType, () => Promise<PoolQuestion[]>>;

  /** The learner's answers and the coach's context, for their latest pool unless one is given. */
  async function contextFor(userId: string, transmission?: TransmissionType) {
    const [events, latest, rates] = await Promise.all([
      repo.answers(userId),
      transmission ?? repo.latestTransmission(userId),
      population(),
    ]);
    const pool = await pools[latest ?? "manual"]();
    const context = (time: number): CoachContext => ({
      pool,
      blueprint: FULL_EXAM_BLUEPRINT,
      population: rates,
      memory: FSRS_DEFAULTS,
      now: time,
    });
    return { events, context };
  }

  async function assess(userId: string) {
    const { events, context } = await contextFor(userId);
    const at = now();
    // Replays the history once, noting readiness at the end of each recent day with answers.
    const state = emptyLearnerState();
    const history: ReadinessPoint[] = [];
    events.forEach((event, i) => {
      recordAnswer(state, event);
      const day = Math.floor(event.answeredAt / DAY_MS);
      const next = events[i + 1];
      const dayEnds = !next || Math.floor(next.answeredAt / DAY_MS) !== day;
      const endOfDay = Math.min((day + 1) * DAY_MS - 1, at);
      if (dayEnds && at - endOfDay <= TREND_DAYS * DAY_MS) {
        history.push({ at: endOfDay, score: assessReadiness(state, context(endOfDay)).score });
      }
    });
    const readiness = assessReadiness(state, context(at));
    history.push({ at, score: readiness.score });
    return { events, readiness, history, prediction: predictProgress(history, at), at };
  }

  return {
    /**
     * The statistics page's figures. Exams and the readiness history cover `range`; readiness,
     * its parts, the streak and the prediction are today's whatever the range.
     */
    async dashboard(
      userId: string,
      locale: Locale,
      range: StatisticsRange = "all",
    ): Promise<CoachDashboard> {
      const [assessed, allExams, names] = await Promise.all([
        assess(userId),
        repo.fullExams(userId),
        categoryNames(),
      ]);
      const { events, readiness, prediction, at } = assessed;
      const since = at - RANGE_DAYS[range] * DAY_MS;
      const inRange = (time: Date | number | null) => time !== null && Number(time) >= since;
      const exams = allExams.filter((e) => inRange(e.finishedAt));
      const history = assessed.history.filter((p) => inRange(p.at));
      const view = (c: CategoryStatus) =>
        categoryView(c, names.get(c.categoryId)?.[locale] ?? c.categoryId);
      const scores = exams.flatMap((e) => (e.result ? [e.result.percentage] : []));
      const weak = [...readiness.categories]
        .filter((c) => c.expectedMistakes > 0)
        .sort((a, b) => b.expectedMistakes - a.expectedMistakes)
        .slice(0, WEAK_AREAS);
      return {
        range,
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
          questions_answered: events.filter((e) => inRange(e.answeredAt)).length,
          study_streak: studyStreak(events, at),
          readiness: { score: readiness.score, estimated_days: prediction.estimatedDays },
        },
        weak_areas: events.length ? weak.map(view) : [],
        categories: readiness.categories.map(view),
        prediction: {
          readiness_score: prediction.readinessScore,
          confidence: prediction.confidence,
          estimated_days: prediction.estimatedDays,
          trend: prediction.trend,
          updated_at: new Date(at).toISOString(),
        },
        readiness_history: history.map((p) => ({
          at: new Date(p.at).toISOString(),
          score: p.score,
        })),
        exam_scores: exams.flatMap((e) =>
          e.result && e.finishedAt
            ? [{ at: e.finishedAt.toISOString(), percentage: e.result.percentage }]
            : [],
        ),
      };
    },

    async insights(userId: string) {
      const { readiness, at } = await assess(userId);
      return {
        readiness_score: readiness.score,
        readiness: readinessView(readiness),
        study_plan: planView(readiness, at),
      };
    },

    async recommendations(userId: string) {
      const { readiness, at } = await assess(userId);
      return { structured_plan: { study_plan: planView(readiness, at) } };
    },

    /**
     * Weak-area practice: the question ids whose practice would raise the pass probability most
     * (due reviews and the weakest categories, see coachPractice), most valuable first; null for a
     * learner with no answers yet, whose weak areas nobody knows.
     */
    async practice(
      userId: string,
      transmission: TransmissionType,
      count: number,
      random: Random,
    ): Promise<string[] | null> {
      const { events, context } = await contextFor(userId, transmission);
      if (events.length === 0) return null;
      return coachPractice(learnerState(events), context(now()), count, random).map(
        (pick) => pick.questionId,
      );
    },

    /**
     * Readiness just before one session's answers and just after, both at the moment it
     * finished (so forgetting in between does not count as the session's effect).
     */
    async aroundSession(userId: string, sessionId: string, finishedAt: number) {
      const { events, context } = await contextFor(userId);
      const upTo = events.filter((e) => e.answeredAt <= finishedAt || e.sessionId === sessionId);
      const before = learnerState(upTo.filter((e) => e.sessionId !== sessionId));
      return {
        before: assessReadiness(before, context(finishedAt)),
        after: assessReadiness(learnerState(upTo), context(finishedAt)),
      };
    },
  };
}
