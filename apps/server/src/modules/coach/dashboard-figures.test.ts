import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { answerKey, answersFrom, learner } from "../../testing/sessions";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BANK_REFRESH_SECONDS: "0" });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });
const dashboardOf = async (headers: Headers, locale = "pt") => {
  const response = await get(`/api/v1/ai/dashboard?locale=${locale}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

async function sitExam(headers: Headers, wrong: number) {
  const started = await t.app.inject({
    method: "POST",
    url: "/api/v1/exams/start",
    headers,
    payload: { transmission_type: "manual" },
  });
  const sessionId = started.json().data.session_id as string;
  const key = await answerKey(t.database, sessionId);
  const submitted = await t.app.inject({
    method: "POST",
    url: "/api/v1/exams/submit",
    headers,
    payload: { session_id: sessionId, answers: answersFrom(key, { wrong }) },
  });
  expect(submitted.statusCode).toBe(200);
}

describe("statistics figures", () => {
  it("count today's answers toward the plan's goal, for the learner only", async () => {
    const who = await learner(t, { premiumDays: 30 });
    const other = await learner(t);
    await sitExam(who.headers, 5);
    const today = new Date().toISOString().slice(0, 10);

    const dashboard = await dashboardOf(who.headers);
    const plan = (await get("/api/v1/ai/insights", who.headers)).json().data.study_plan;
    expect(dashboard.daily_goal).toEqual({
      target: plan.questions_per_day,
      done: 30,
      met: 30 >= plan.questions_per_day,
    });
    expect(dashboard.recent_activity).toEqual([
      { day: today, answers: 30, readiness: dashboard.readiness_score },
    ]);
    // Answered once, minutes ago: remembered now, but no memory is stable for weeks yet.
    expect(dashboard.performance_overview.questions_mastered).toBe(0);
    expect(dashboard.prediction.milestones.map((m: { target: number }) => m.target)).toEqual([
      50, 75, 90,
    ]);

    const empty = await dashboardOf(other.headers);
    expect(empty.daily_goal.done).toBe(0);
    expect(empty.recent_activity).toEqual([]);
  });

  it("describe the trend in the reader's language", async () => {
    const who = await learner(t);
    const pt = (await dashboardOf(who.headers, "pt")).prediction.trend_description;
    const en = (await dashboardOf(who.headers, "en")).prediction.trend_description;
    expect(pt).toMatch(/dias diferentes/);
    expect(en).toMatch(/different days/);
  });

  it("refuse a bad range with a localized 422", async () => {
    const who = await learner(t);
    const response = await get("/api/v1/ai/dashboard?range=forever&locale=en", who.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBeTruthy();
  });
});

describe("generate-analysis", () => {
  const post = (headers: Headers, payload?: object) =>
    t.app.inject({ method: "POST", url: "/api/v1/ai/generate-analysis", headers, payload });

  it("needs a signed-in learner", async () => {
    expect((await post({})).statusCode).toBe(401);
  });

  it("analyses the caller's own answers only", async () => {
    const who = await learner(t, { premiumDays: 30 });
    const other = await learner(t);
    await sitExam(who.headers, 12);
    const response = await post(who.headers, {});
    expect(response.statusCode).toBe(200);
    const analysis = response.json().data;
    const dashboard = await dashboardOf(who.headers);
    expect(analysis.readiness).toEqual(dashboard.readiness);
    expect(analysis.weak_areas.length).toBeGreaterThan(0);
    expect(analysis.study_plan.focus_sequence.length).toBeGreaterThan(0);
    expect(analysis.prediction.milestones).toHaveLength(3);

    const others = (await post(other.headers)).json().data;
    expect(others.readiness.answered).toBe(0);
    expect(others.weak_areas).toEqual([]);
  });
});
