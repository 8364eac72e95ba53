import { users } from "@cc/db/schema/accounts";
import { reviewCards, reviewCategories, reviewDays } from "@cc/db/schema/coach";
import { FULL_EXAM_BLUEPRINT } from "@cc/domain/blueprint";
import { DAY_MS } from "@cc/domain/coach/memory";
import { assessReadiness, type CoachContext } from "@cc/domain/coach/readiness";
import { emptyLearnerState, recordAnswer } from "@cc/domain/coach/state";
import { seededRandom } from "@cc/domain/random";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../../operator/commands";
import { createTestApp, type TestApp } from "../../testing/app";
import { type HistoryAnswer, recordHistory } from "../../testing/coach-history";
import { learner } from "../../testing/sessions";
import { createCoachRepo } from "./coach.repo";
import { createCoachService } from "./coach.service";
import { modelOf } from "./coach-model";
import { MEMORY, TREND_DAYS } from "./review-state";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BANK_REFRESH_SECONDS: "0" });
});
afterAll(() => t.close());

const T0 = Date.UTC(2026, 9, 1, 8);

/**
 * The reference: the whole history replayed through the model, readiness now and at the end of
 * each recent day with answers (what the dashboard computed before the state was stored).
 */
async function replay(userId: string, at: number) {
  const repo = createCoachRepo(t.database.db);
  const [events, pool, fit] = await Promise.all([
    repo.answers(userId),
    repo.pool("manual"),
    repo.latestFit(),
  ]);
  const context = (now: number): CoachContext => ({
    pool,
    blueprint: FULL_EXAM_BLUEPRINT,
    ...modelOf(fit?.fit),
    memory: MEMORY,
    now,
  });
  const state = emptyLearnerState();
  const history: { at: string; score: number }[] = [];
  events.forEach((event, i) => {
    recordAnswer(state, event, MEMORY);
    const day = Math.floor(event.answeredAt / DAY_MS);
    const next = events[i + 1];
    const end = Math.min((day + 1) * DAY_MS - 1, at);
    if (
      (!next || Math.floor(next.answeredAt / DAY_MS) !== day) &&
      at - end <= TREND_DAYS * DAY_MS
    ) {
      history.push({
        at: new Date(end).toISOString(),
        score: assessReadiness(state, context(end)).score,
      });
    }
  });
  const readiness = assessReadiness(state, context(at));
  history.push({ at: new Date(at).toISOString(), score: readiness.score });
  return { readiness, history, answered: events.length, evidence: state.evidence };
}

async function expectSameAsReplay(userId: string, at: number) {
  const coach = createCoachService(createCoachRepo(t.database.db), {
    db: t.database.db,
    now: () => at,
  });
  const [dashboard, reference] = await Promise.all([
    coach.dashboard(userId, "en"),
    replay(userId, at),
  ]);
  const { readiness, history } = reference;
  expect(dashboard.readiness).toEqual({
    score: readiness.score,
    low: readiness.low,
    high: readiness.high,
    answered: readiness.answered,
    exam_ready: readiness.examReady,
  });
  expect(
    dashboard.categories.map((c) => [
      c.category_id,
      c.answered,
      c.recalled_now,
      c.due_for_review,
      c.ability,
      c.expected_mistakes,
    ]),
  ).toEqual(
    readiness.categories.map((c) => [
      c.categoryId,
      c.answered,
      c.recalledNow,
      c.dueForReview,
      Math.round(c.ability * 100),
      Math.round(c.expectedMistakes * 10) / 10,
    ]),
  );
  expect(dashboard.readiness_history).toEqual(history);
  // Each question's share of the ability evidence, read against its offset, is stored exactly.
  expect((await createCoachRepo(t.database.db).storedState(userId)).evidence).toEqual(
    reference.evidence,
  );
  expect(dashboard.performance_overview.questions_answered).toBe(reference.answered);
  // A second read (the last day's readiness kept by the process) is the same.
  expect(await coach.dashboard(userId, "en")).toEqual(dashboard);
  return dashboard;
}

/** The coach on a clock at `at` (days older than the trend are not scored). */
const coachAt = (at: number) =>
  createCoachService(createCoachRepo(t.database.db), { db: t.database.db, now: () => at });

/** Each session recorded as a submit records it, and the state caught up before the next one. */
async function submitEach(userId: string, sessions: readonly HistoryAnswer[][], at: number) {
  for (const session of sessions) {
    await recordHistory(t.database.db, userId, [session], "submit");
    await coachAt(at).catchUp(userId);
  }
}

/** A learner's stored review state, every row but the learner's id, in a fixed order. */
async function stateOf(userId: string) {
  const { db } = t.database;
  const rows = async <T extends { userId: string }>(query: PromiseLike<T[]>) =>
    (await query).map(({ userId: _, ...row }) => row);
  const [learner] = await db
    .select({ version: users.coachVersion, folded: users.coachFoldedVersion })
    .from(users)
    .where(eq(users.id, userId));
  return {
    caughtUp: learner?.folded === learner?.version,
    cards: await rows(
      db
        .select()
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId))
        .orderBy(reviewCards.questionId),
    ),
    categories: await rows(
      db
        .select()
        .from(reviewCategories)
        .where(eq(reviewCategories.userId, userId))
        .orderBy(reviewCategories.categoryId),
    ),
    days: await rows(
      db.select().from(reviewDays).where(eq(reviewDays.userId, userId)).orderBy(reviewDays.day),
    ),
  };
}

describe("stored review state", () => {
  it("gives the replay's readiness, parts and trend, now and after weeks of forgetting", async () => {
    const who = await learner(t, { premiumDays: 30 });
    const pool = await createCoachRepo(t.database.db).pool("manual");
    // A fit with question offsets and a learning rate, so each question's stored evidence is read
    // against them too, and each category's stored practice sum with it.
    await createCoachRepo(t.database.db).saveFit(new Date(T0 - DAY_MS), {
      rates: {},
      offsets: Object.fromEntries(pool.map((q, i) => [q.questionId, ((i % 5) - 2) * 0.4])),
      learningRate: 0.5,
      learners: 0,
      answers: 0,
    });
    const random = seededRandom(16);
    // Forty days of practice: repeats, misses, answers fast and slow, gaps between days.
    const sessions = Array.from({ length: 24 }, (_, s) => {
      const start = T0 + Math.floor(s * 1.7) * DAY_MS + Math.floor(random() * 10) * 3_600_000;
      return Array.from({ length: 25 }, (_, k) => ({
        question: pool[Math.floor(random() * 120)] as (typeof pool)[number],
        correct: random() < 0.4 + s / 40,
        timeMs: random() < 0.2 ? null : Math.floor(2_000 + random() * 30_000),
        answeredAt: start + k * 40_000,
      }));
    });
    // The first half was recorded before the state existed: the first read builds it.
    await recordHistory(t.database.db, who.id, sessions.slice(0, 12), "before the state");
    const last = (sessions[11]?.at(-1)?.answeredAt ?? 0) + 3_600_000;
    await expectSameAsReplay(who.id, last);
    // Then sessions submitted one after another, the state caught up after each, and more
    // submitted without a read in between: the next read folds them all.
    const end = (sessions.at(-1)?.at(-1)?.answeredAt ?? 0) + 60_000;
    await submitEach(who.id, sessions.slice(12, 18), end);
    await recordHistory(t.database.db, who.id, sessions.slice(18), "submit");
    const now = await expectSameAsReplay(who.id, end);
    expect(now.readiness_history.length).toBeGreaterThan(5);
    // Memory decays: three weeks without study, fewer questions are recalled, as in the replay.
    const later = await expectSameAsReplay(who.id, end + 21 * DAY_MS);
    const recalled = (d: typeof now) => d.categories.reduce((sum, c) => sum + c.recalled_now, 0);
    expect(recalled(later)).toBeLessThan(recalled(now));
  });

  it("rebuilds from the history when answers arrive out of time order", async () => {
    const who = await learner(t, { premiumDays: 30 });
    const pool = await createCoachRepo(t.database.db).pool("manual");
    const session = (day: number, correct: boolean) =>
      pool.slice(0, 10).map((question, k) => ({
        question,
        correct: correct !== (k % 3 === 0),
        timeMs: 9_000,
        answeredAt: T0 + day * DAY_MS + k * 30_000,
      }));
    // Day 5 folded first, then a session of day 2 (offline practice sent late, say).
    await submitEach(who.id, [session(5, true), session(2, false)], T0 + 6 * DAY_MS);
    await expectSameAsReplay(who.id, T0 + 6 * DAY_MS);
  });

  it("is rebuilt by coach:rebuild to the same state, and coach:refit stores a dated fit", async () => {
    const who = await learner(t, { premiumDays: 30 });
    const pool = await createCoachRepo(t.database.db).pool("manual");
    // Recent days: the command runs on the real clock.
    const at = Date.now();
    const answers = pool.slice(0, 30).map((question, k) => ({
      question,
      correct: k % 4 !== 0,
      timeMs: 7_000,
      answeredAt: at - 3 * DAY_MS + k * 3_600_000,
    }));
    await recordHistory(t.database.db, who.id, [answers.slice(0, 15), answers.slice(15)], "submit");
    const before = await expectSameAsReplay(who.id, at);
    const lines: string[] = [];
    const context = { database: t.database, config: t.config, out: (l: string) => lines.push(l) };
    expect(await runCommand(context, "coach:rebuild", [])).toBe(0);
    expect(await runCommand(context, "coach:rebuild", [])).toBe(0);
    expect(await expectSameAsReplay(who.id, at)).toEqual(before);

    expect(await runCommand(context, "coach:refit", [])).toBe(0);
    const latest = await createCoachRepo(t.database.db).latestFit();
    const live = await createCoachRepo(t.database.db).populationFit();
    // The learning rate comes from the learners' histories, the rest from one query each.
    expect(latest?.fit).toEqual({ ...live, learningRate: expect.any(Number) });
    expect(latest?.fit.learningRate).toBeGreaterThanOrEqual(0);
    expect(lines.at(-1)).toContain(
      `Fitted on ${live.answers} answers of ${live.learners} learners`,
    );
    // A second process asking for a refit younger than a day finds nothing to do.
    const coach = createCoachService(createCoachRepo(t.database.db), { db: t.database.db });
    expect(await coach.refit(DAY_MS)).toBeUndefined();
  });

  /** Ten sessions over four days, in time order, the first on day 0. */
  async function fourDays() {
    const pool = await createCoachRepo(t.database.db).pool("manual");
    const random = seededRandom(14);
    return Array.from({ length: 10 }, (_, s) =>
      Array.from({ length: 20 }, (_, k) => ({
        question: pool[Math.floor(random() * 80)] as (typeof pool)[number],
        correct: random() < 0.6,
        timeMs: random() < 0.2 ? null : Math.floor(3_000 + random() * 20_000),
        answeredAt: T0 + Math.floor(s / 3) * DAY_MS + (s % 3) * 3_600_000 + k * 30_000,
      })),
    );
  }

  it("folds several submits in one catch-up to the state of folding them one by one", async () => {
    const sessions = await fourDays();
    const at = T0 + 5 * DAY_MS;
    const [oneByOne, together] = [
      await learner(t, { premiumDays: 30 }),
      await learner(t, { premiumDays: 30 }),
    ];
    // Both start from a built state (the first build of a state is a rebuild).
    for (const who of [oneByOne, together]) await submitEach(who.id, sessions.slice(0, 1), at);
    await submitEach(oneByOne.id, sessions.slice(1), at);
    await recordHistory(t.database.db, together.id, sessions.slice(1), "submit");
    expect((await stateOf(together.id)).caughtUp).toBe(false);
    await coachAt(at).catchUp(together.id);

    const state = await stateOf(oneByOne.id);
    expect(state.caughtUp).toBe(true);
    expect(state.days.map((d) => d.answers)).toEqual([60, 60, 60, 20]);
    expect(state.days.slice(0, -1).every((d) => d.readiness !== null)).toBe(true);
    expect(await stateOf(together.id)).toEqual(state);
    await expectSameAsReplay(together.id, at);
  });

  it("folds each answer set once when two catch-ups of one learner run at once", async () => {
    const sessions = await fourDays();
    const at = T0 + 5 * DAY_MS;
    const [once, twice] = [
      await learner(t, { premiumDays: 30 }),
      await learner(t, { premiumDays: 30 }),
    ];
    for (const who of [once, twice]) {
      await submitEach(who.id, sessions.slice(0, 2), at);
      await recordHistory(t.database.db, who.id, sessions.slice(2), "submit");
    }
    await coachAt(at).catchUp(once.id);
    // Two processes reading the same learner's coach at the same moment.
    await Promise.all([coachAt(at).catchUp(twice.id), coachAt(at).catchUp(twice.id)]);

    const state = await stateOf(twice.id);
    expect(state.categories.reduce((sum, c) => sum + c.answered, 0)).toBe(200);
    expect(state).toEqual(await stateOf(once.id));
  });
});
