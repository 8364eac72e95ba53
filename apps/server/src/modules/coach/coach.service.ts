import type { CoachDashboard, StatisticsRange } from "@cc/contracts/coach";
import type { TransmissionType } from "@cc/contracts/questions";
import type { Database } from "@cc/db/database";
import { DAY_MS } from "@cc/domain/coach/memory";
import { coachPractice } from "@cc/domain/coach/practice";
import { predictProgress, type ReadinessPoint } from "@cc/domain/coach/prediction";
import {
  assessReadiness,
  type CoachContext,
  type CoachPoolQuestion,
} from "@cc/domain/coach/readiness";
import { type AssessedState, learnerState } from "@cc/domain/coach/state";
import type { Random } from "@cc/domain/random";
import type { Locale } from "@cc/i18n/catalogue";
import { type CoachRepo, createCoachRepo, type StoredState } from "./coach.repo";
import { planView, readinessView } from "./coach.views";
import { dashboardBody } from "./coach-dashboard";
import { cached, contextWith, modelOf } from "./coach-model";
import { dashboardFigures } from "./dashboard-figures";
import { createExamDates } from "./exam-date";
import { createKeptDashboards, stillFresh } from "./kept-dashboards";
import { refit } from "./refit";
import { createReviewState, endOfDay, MEMORY, TREND_DAYS } from "./review-state";

/** Population fits and pools change slowly: read them at most this often. */
const SHARED_TTL_MS = 10 * 60_000;
/** Learners whose last day's readiness each process keeps (see lastDayScore). */
const LAST_DAY_MEMO = 10_000;
/**
 * Raised when the dashboard gains a field or the model changes without a refit (3: each question's
 * own guessing floor): kept dashboards of an older shape are computed again.
 */
const DASHBOARD_SHAPE = 3;

export type CoachService = ReturnType<typeof createCoachService>;

/**
 * The coach's figures for one learner, computed from their stored review state (review-state.ts)
 * and the population's latest fit.
 */
export function createCoachService(repo: CoachRepo, options: { db: Database; now?: () => number }) {
  const now = options.now ?? Date.now;
  // One object per fit, so what is kept per fit (lastDayScore) can compare it by identity.
  const latestFit = cached(
    async () => {
      const latest = await repo.latestFit();
      return { fittedAt: latest?.fittedAt.getTime() ?? 0, model: modelOf(latest?.fit) };
    },
    SHARED_TTL_MS,
    now,
  );
  const model = async () => (await latestFit()).model;
  const bankFingerprint = cached(() => repo.bankFingerprint(), SHARED_TTL_MS, now);
  const kept = createKeptDashboards(options.db);
  const examDates = createExamDates(options.db, now);
  const categoryNames = cached(() => repo.categoryNames(), SHARED_TTL_MS, now);
  const pools = {
    manual: cached(() => repo.pool("manual"), SHARED_TTL_MS, now),
    automatic: cached(() => repo.pool("automatic"), SHARED_TTL_MS, now),
  } satisfies Record<TransmissionType, () => Promise<CoachPoolQuestion[]>>;

  async function contextOf(transmission: TransmissionType | undefined) {
    const [pool, fitted] = await Promise.all([pools[transmission ?? "manual"](), model()]);
    return contextWith(pool, fitted);
  }
  const reviewState = createReviewState({
    // Read on the writer's transaction, not through the caches: a cache's first load on another
    // connection would wait for this transaction on the embedded database's single connection.
    contextFor: async (tx, userId) => {
      const via = createCoachRepo(tx);
      const transmission = (await via.latestTransmission(userId)) ?? "manual";
      return contextWith(await via.pool(transmission), modelOf((await via.latestFit())?.fit));
    },
    now,
  });

  /** The stored state, caught up first when answer sets were recorded since it was written. */
  async function stored(userId: string) {
    const found = await repo.storedState(userId);
    if (!found.behind) return found;
    await reviewState.catchUp(options.db, userId);
    return repo.storedState(userId);
  }

  const assessedState = (found: StoredState): AssessedState => ({
    memories: found.memories,
    tallies: new Map(found.categories.map((c) => [c.categoryId, c.tally])),
    evidence: found.evidence,
    answered: found.categories.reduce((sum, c) => sum + c.answered, 0),
  });

  /**
   * Readiness at the end of the learner's last day with answers, before today. It changes only
   * with new answers (the key holds their count and sums) or another pool or fit, so each
   * process keeps the latest LAST_DAY_MEMO of them instead of assessing twice a read.
   */
  const lastDayScores = new Map<string, { context: CoachContext; score: number }>();
  function lastDayScore(userId: string, found: StoredState, context: CoachContext): number {
    const sums = found.categories.map((c) => `${c.answered}:${c.tally.weight}:${c.tally.right}`);
    const key = `${userId}|${context.now}|${sums.join(",")}`;
    const kept = lastDayScores.get(key);
    if (
      kept &&
      kept.context.pool === context.pool &&
      kept.context.population === context.population
    ) {
      return kept.score;
    }
    const score = assessReadiness(assessedState(found), context).score;
    if (lastDayScores.size >= LAST_DAY_MEMO) {
      lastDayScores.delete(lastDayScores.keys().next().value as string);
    }
    lastDayScores.set(key, { context, score });
    return score;
  }

  /** Readiness now, and at the end of each recent day with answers (the trend). */
  async function assess(userId: string) {
    const found = await stored(userId);
    const context = await contextOf(found.transmission);
    const state = assessedState(found);
    const at = now();
    const readiness = assessReadiness(state, context(at));
    const last = found.days.at(-1)?.[0];
    const history: ReadinessPoint[] = [];
    for (const [day, , score] of found.days) {
      const end = Math.min(endOfDay(day), at);
      if (at - end > TREND_DAYS * DAY_MS) continue;
      // The last day's end is after every answer: today it is now, else computed from the state.
      if (day !== last) {
        if (score !== null) history.push({ at: end, score });
      } else {
        const score = end === at ? readiness.score : lastDayScore(userId, found, context(end));
        history.push({ at: end, score });
      }
    }
    history.push({ at, score: readiness.score });
    return { found, readiness, history, prediction: predictProgress(history, at), at };
  }

  /** The statistics page's figures computed now (see dashboardBody). */
  async function computeDashboard(userId: string, locale: Locale, range: StatisticsRange) {
    const [assessed, names, examDate] = await Promise.all([
      assess(userId),
      categoryNames(),
      examDates.of(userId),
    ]);
    const figures = dashboardFigures({ ...assessed, locale, examDate });
    const body = await dashboardBody(
      { ...assessed, figures, names, examDate, range, locale },
      (since) => repo.answeredSince(userId, since),
    );
    return { body, at: assessed.at };
  }

  /**
   * What a kept dashboard was computed on: the learner's coach inputs (their version, raised by
   * each write that changes their figures, and their latest session's transmission), the
   * population fit and the bank this process reads, and the dashboard's shape, so that none kept
   * before a field was added is served without it.
   */
  async function basisOf(inputs: string) {
    const [fit, bank] = await Promise.all([latestFit(), bankFingerprint()]);
    return `${inputs}|${fit.fittedAt}|${bank}|${DASHBOARD_SHAPE}`;
  }

  return {
    /**
     * The statistics page's figures, kept (kept-dashboards.ts) and served again until the
     * learner's coach inputs, the fit or the bank change, or it is KEPT_FOR_MS old.
     */
    async dashboard(
      userId: string,
      locale: Locale,
      range: StatisticsRange = "all",
    ): Promise<CoachDashboard> {
      const key = { userId, locale, range };
      const { inputs, kept: found } = await kept.read(key);
      const basis = await basisOf(inputs);
      if (found && found.basis === basis && stillFresh(found.computedAt, now())) return found.body;
      const { body, at } = await computeDashboard(userId, locale, range);
      await kept.keep(key, basis, at, body);
      return body;
    },

    async insights(userId: string) {
      const [{ readiness, at }, examDate] = await Promise.all([
        assess(userId),
        examDates.of(userId),
      ]);
      return {
        readiness_score: readiness.score,
        readiness: readinessView(readiness),
        study_plan: planView(readiness, at, examDate),
      };
    },

    async recommendations(userId: string) {
      const [{ readiness, at }, examDate] = await Promise.all([
        assess(userId),
        examDates.of(userId),
      ]);
      return { structured_plan: { study_plan: planView(readiness, at, examDate) } };
    },

    /** The learner's exam day, which the plan counts down to. */
    examDates,

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
      const found = await stored(userId);
      if (found.categories.length === 0) return null;
      const context = await contextOf(transmission);
      return coachPractice(assessedState(found), context(now()), count, random).map(
        (pick) => pick.questionId,
      );
    },

    /**
     * Readiness just before one session's answers and just after, both at the moment it
     * finished (so forgetting in between does not count as the session's effect).
     */
    async aroundSession(userId: string, sessionId: string, finishedAt: number) {
      const [events, transmission] = await Promise.all([
        repo.answers(userId),
        repo.latestTransmission(userId),
      ]);
      const context = await contextOf(transmission);
      const upTo = events.filter((e) => e.answeredAt <= finishedAt || e.sessionId === sessionId);
      const before = learnerState(
        upTo.filter((e) => e.sessionId !== sessionId),
        MEMORY,
      );
      return {
        before: assessReadiness(before, context(finishedAt)),
        after: assessReadiness(learnerState(upTo, MEMORY), context(finishedAt)),
      };
    },

    /** Folds the answer sets recorded since the learner's stored state was written. */
    catchUp: (userId: string) => reviewState.catchUp(options.db, userId),

    /** Rebuilds a learner's stored state from their history (coach:rebuild). */
    rebuild: (userId: string) => reviewState.rebuild(options.db, userId),

    /** Fits the population and stores the fit (coach:refit), see refit.ts. */
    refit: (olderThanMs = 0) => refit(options.db, now(), olderThanMs),

    /** Learners with answers (for coach:rebuild). */
    learnersWithAnswers: () => repo.learnersWithAnswers(),
  };
}
