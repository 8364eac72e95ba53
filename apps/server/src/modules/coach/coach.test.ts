import { answerSets, sessions } from "@cc/db/schema/sessions";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { answerKey, answersFrom, learner } from "../../testing/sessions";
import { createCoachRepo } from "./coach.repo";
import { createCoachService } from "./coach.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BANK_REFRESH_SECONDS: "0" });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });

/** `who` sits one full exam with `wrong` mistakes; answers the session id. */
async function sitExam(who: { headers: Headers }, wrong: number): Promise<string> {
  const started = await t.app.inject({
    method: "POST",
    url: "/api/v1/exams/start",
    headers: who.headers,
    payload: { transmission_type: "manual" },
  });
  const sessionId = started.json().data.session_id as string;
  const key = await answerKey(t.database, sessionId);
  const submitted = await t.app.inject({
    method: "POST",
    url: "/api/v1/exams/submit",
    headers: who.headers,
    payload: { session_id: sessionId, answers: answersFrom(key, { wrong }) },
  });
  expect(submitted.statusCode).toBe(200);
  return sessionId;
}

/** A learner who sat one full exam with `wrong` mistakes. */
async function examTaker(wrong: number) {
  const who = await learner(t, { premiumDays: 30 });
  await sitExam(who, wrong);
  return who;
}

const dashboardOf = async (headers: Headers, query = "") => {
  const response = await get(`/api/v1/ai/dashboard${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
type Category = { category_id: string; answered: number; recalled_now: number };
const answeredIn = (categories: Category[]) => categories.reduce((n, c) => n + c.answered, 0);

describe("coach reads", () => {
  it("need a signed-in learner", async () => {
    const response = await get("/api/v1/ai/dashboard", {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it("start empty for a new learner, with the default prediction confidence", async () => {
    const fresh = await learner(t);
    const dashboard = await dashboardOf(fresh.headers);
    expect(dashboard.readiness.answered).toBe(0);
    expect(dashboard.readiness.exam_ready).toBe(false);
    expect(dashboard.readiness_score).toBeLessThan(10);
    expect(dashboard.performance_overview).toMatchObject({
      test_count: 0,
      overall_score: null,
      study_streak: 0,
    });
    expect(dashboard.weak_areas).toEqual([]);
    expect(dashboard.prediction.confidence).toBe(85);
    expect(dashboard.categories).toHaveLength(9);
    expect(dashboard.categories.map((c: { name: string }) => c.name)).toContain("Sinalização");
    const english = (await get("/api/v1/ai/dashboard?locale=en", fresh.headers)).json().data;
    expect(english.categories.map((c: { name: string }) => c.name)).toContain("Traffic signs");
    expect(answeredIn(dashboard.categories)).toBe(0);
  });

  it("count the learner's own exam, and only theirs", async () => {
    const good = await examTaker(0);
    const poor = await examTaker(20);
    const other = await learner(t);

    const goodDashboard = await dashboardOf(good.headers);
    expect(goodDashboard.readiness.answered).toBe(30);
    expect(goodDashboard.performance_overview).toMatchObject({
      test_count: 1,
      overall_score: 100,
      study_streak: 1,
    });
    expect(goodDashboard.exam_scores).toEqual([{ at: expect.any(String), percentage: 100 }]);
    expect(goodDashboard.readiness_history.at(-1).score).toBe(goodDashboard.readiness_score);
    // One day of answers: no trend yet, whatever the spec's default `trend` says.
    expect(goodDashboard.prediction).toMatchObject({ trend: "stable", trend_estimated: false });
    // Thirty distinct questions, all just answered right: all recalled now.
    expect(answeredIn(goodDashboard.categories)).toBe(30);
    expect(goodDashboard.categories.reduce((n: number, c: Category) => n + c.recalled_now, 0)).toBe(
      30,
    );

    const poorDashboard = await dashboardOf(poor.headers);
    expect(poorDashboard.performance_overview.overall_score).toBe(33);
    expect(poorDashboard.readiness_score).toBeLessThan(goodDashboard.readiness_score);
    expect(poorDashboard.weak_areas.length).toBeGreaterThan(0);

    // Another learner sees none of it.
    const otherDashboard = await dashboardOf(other.headers);
    expect(otherDashboard.readiness.answered).toBe(0);
    expect(answeredIn(otherDashboard.categories)).toBe(0);
  });

  it("plan from the learner's own figures", async () => {
    for (const url of ["/api/v1/ai/insights", "/api/v1/ai/recommendations"]) {
      expect((await get(url, {})).statusCode).toBe(401);
    }
    const poor = await examTaker(15);
    const insights = await get("/api/v1/ai/insights", poor.headers);
    expect(insights.statusCode).toBe(200);
    const { readiness_score, study_plan } = insights.json().data;
    expect(readiness_score).toBe((await dashboardOf(poor.headers)).readiness_score);
    expect(study_plan.focus_sequence.length).toBeGreaterThan(0);
    expect(study_plan.questions_per_day).toBeGreaterThanOrEqual(10);
    expect(study_plan.todays_actions[0]).toMatchObject({ kind: "practice_category" });

    const recommendations = await get("/api/v1/ai/recommendations?refresh=true", poor.headers);
    expect(recommendations.json().data.structured_plan.study_plan).toEqual(study_plan);
    expect((await get("/api/v1/ai/recommendations?refresh=maybe", poor.headers)).statusCode).toBe(
      422,
    );
  });
});

describe("weak-area practice", () => {
  const DAY_MS = 86_400_000;

  it("draws a due, forgotten question before the never-missed ones", async () => {
    const who = await learner(t, { premiumDays: 30 });
    const started = await t.app.inject({
      method: "POST",
      url: "/api/v1/thematic/start",
      headers: who.headers,
      payload: { transmission_type: "manual", category_id: "speedLimits", question_count: 10 },
    });
    const sessionId = started.json().data.session_id as string;
    const key = await answerKey(t.database, sessionId);
    const given = answersFrom(key, { wrong: 1 });
    await t.app.inject({
      method: "POST",
      url: "/api/v1/thematic/submit",
      headers: who.headers,
      payload: { session_id: sessionId, answers: given },
    });
    const [forgotten, ...neverMissed] = Object.keys(given);
    expect(given[forgotten as string]).not.toBe(key[forgotten as string]);

    const ranking = (coach: ReturnType<typeof createCoachService>) =>
      coach.practice(who.id, "manual", 10_000, () => 0.5).then((ids) => ids ?? []);
    // A month later the missed question is forgotten, the right ones mostly remembered.
    const later = await ranking(
      createCoachService(createCoachRepo(t.database.db), {
        db: t.database.db,
        now: () => Date.now() + 30 * DAY_MS,
      }),
    );
    const place = (ids: string[], id: string) => ids.indexOf(id);
    for (const id of neverMissed) {
      expect(place(later, forgotten as string)).toBeLessThan(place(later, id));
    }
  });

  it("has nothing to offer a learner with no answers", async () => {
    const fresh = await learner(t);
    const coach = createCoachService(createCoachRepo(t.database.db), { db: t.database.db });
    expect(await coach.practice(fresh.id, "manual", 10, () => 0.5)).toBeNull();
  });
});

describe("statistics ranges", () => {
  it("count the exams of the range, keep readiness today's, and refuse an unknown range", async () => {
    const who = await examTaker(0);
    // A second exam, with 15 mistakes, moved ten days back.
    const sessionId = await sitExam(who, 15);
    await t.database.db
      .update(sessions)
      .set({ finishedAt: sql`${sessions.finishedAt} - interval '10 days'` })
      .where(eq(sessions.id, sessionId));
    await t.database.db
      .update(answerSets)
      .set({
        finishedAt: sql`${answerSets.finishedAt} - interval '10 days'`,
        answeredAt: sql`array(select at - interval '10 days' from unnest(${answerSets.answeredAt}) at)`,
      })
      .where(eq(answerSets.sessionId, sessionId));

    const of = (range: string) => dashboardOf(who.headers, range && `?range=${range}`);
    const [week, month, all, unset] = await Promise.all(["7d", "30d", "all", ""].map(of));
    expect(week.range).toBe("7d");
    expect(week.performance_overview).toMatchObject({
      test_count: 1,
      overall_score: 100,
      pass_rate: 100,
      questions_answered: 30,
    });
    expect(week.exam_scores).toHaveLength(1);
    expect(month.performance_overview).toMatchObject({
      test_count: 2,
      overall_score: 75,
      pass_rate: 50,
      questions_answered: 60,
    });
    expect(all.performance_overview).toMatchObject({ test_count: 2, overall_score: 75 });
    expect(unset.range).toBe("all");
    expect(unset.performance_overview).toEqual(all.performance_overview);
    expect(week.readiness).toEqual(all.readiness);
    // Answers ten days apart: a trend, and it says so.
    expect(all.prediction.trend_estimated).toBe(true);

    const wrong = await get("/api/v1/ai/dashboard?range=year&locale=en", who.headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBeTruthy();
  });
});

describe("the coach's pool", () => {
  it("carries each question's number of options, as its current version shows them", async () => {
    const repo = createCoachRepo(t.database.db);
    const shown = await t.database.db.execute<{ id: string; options: number }>(sql`
      select q.id, (select count(*) from jsonb_object_keys(v.pt -> 'options'))::int as options
        from questions q
        join question_versions v on v.question_id = q.id and v.version = q.current_version`);
    const expected = new Map(shown.rows.map((row) => [row.id, Number(row.options)]));
    const pool = await repo.pool("manual");
    expect(pool.length).toBeGreaterThan(0);
    for (const q of pool) expect(q.options).toBe(expected.get(q.questionId));
    // Three- and four-option questions both, each with its own guessing floor.
    expect(new Set(pool.map((q) => q.options))).toEqual(new Set([...expected.values()]));
    expect(pool.some((q) => q.options === 4) && pool.some((q) => q.options === 3)).toBe(true);
    expect(await repo.optionCounts()).toEqual(expected);
  });
});
