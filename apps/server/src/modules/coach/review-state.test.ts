import { FULL_EXAM_BLUEPRINT } from "@cc/domain/blueprint";
import { DAY_MS } from "@cc/domain/coach/memory";
import { assessReadiness, type CoachContext } from "@cc/domain/coach/readiness";
import { emptyLearnerState, recordAnswer } from "@cc/domain/coach/state";
import { seededRandom } from "@cc/domain/random";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../../operator/commands";
import { createTestApp, type TestApp } from "../../testing/app";
import { recordHistory } from "../../testing/coach-history";
import { learner } from "../../testing/sessions";
import { createCoachRepo } from "./coach.repo";
import { createCoachService } from "./coach.service";
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
    population: fit?.fit.rates ?? {},
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
  return { readiness, history, answered: events.length };
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
  expect(dashboard.performance_overview.questions_answered).toBe(reference.answered);
  // A second read (the last day's readiness kept by the process) is the same.
  expect(await coach.dashboard(userId, "en")).toEqual(dashboard);
  return dashboard;
}

/** The writer a submit uses, on a clock at `at` (days older than the trend are not scored). */
const writer = (at: number) =>
  createCoachService(createCoachRepo(t.database.db), { db: t.database.db, now: () => at })
    .recordAnswers;

describe("stored review state", () => {
  it("gives the replay's readiness, parts and trend, now and after weeks of forgetting", async () => {
    const who = await learner(t, { premiumDays: 30 });
    const pool = await createCoachRepo(t.database.db).pool("manual");
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
    await recordHistory(t.database.db, who.id, sessions.slice(0, 12), null);
    const last = (sessions[11]?.at(-1)?.answeredAt ?? 0) + 3_600_000;
    await expectSameAsReplay(who.id, last);
    // The rest arrives session by session, through the writer the submit uses.
    const end = (sessions.at(-1)?.at(-1)?.answeredAt ?? 0) + 60_000;
    await recordHistory(t.database.db, who.id, sessions.slice(12), writer(end));
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
    await recordHistory(
      t.database.db,
      who.id,
      [session(5, true), session(2, false)],
      writer(T0 + 6 * DAY_MS),
    );
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
    await recordHistory(
      t.database.db,
      who.id,
      [answers.slice(0, 15), answers.slice(15)],
      writer(at),
    );
    const before = await expectSameAsReplay(who.id, at);
    const lines: string[] = [];
    const context = { database: t.database, config: t.config, out: (l: string) => lines.push(l) };
    expect(await runCommand(context, "coach:rebuild", [])).toBe(0);
    expect(await runCommand(context, "coach:rebuild", [])).toBe(0);
    expect(await expectSameAsReplay(who.id, at)).toEqual(before);

    expect(await runCommand(context, "coach:refit", [])).toBe(0);
    const latest = await createCoachRepo(t.database.db).latestFit();
    const live = await createCoachRepo(t.database.db).populationRates();
    expect(latest?.fit).toEqual(live);
    expect(lines.at(-1)).toContain(
      `Fitted on ${live.answers} answers of ${live.learners} learners`,
    );
    // A second process asking for a refit younger than a day finds nothing to do.
    const coach = createCoachService(createCoachRepo(t.database.db), { db: t.database.db });
    expect(await coach.refit(DAY_MS)).toBeUndefined();
  });
});
