import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { learner } from "../../testing/sessions";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BANK_REFRESH_SECONDS: "0" });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const setExamDate = (headers: Headers, exam_date: unknown, locale = "en") =>
  t.app.inject({
    method: "PATCH",
    url: `/api/v1/user/exam-date?locale=${locale}`,
    headers,
    payload: { exam_date },
  });
const planOf = async (headers: Headers) =>
  (await t.app.inject({ method: "GET", url: "/api/v1/ai/insights", headers })).json().data
    .study_plan;
const userOf = async (headers: Headers) =>
  (await t.app.inject({ method: "GET", url: "/api/v1/user", headers })).json().data;
const dashboardOf = async (headers: Headers) =>
  (await t.app.inject({ method: "GET", url: "/api/v1/ai/dashboard", headers })).json().data;

describe("the learner's exam date", () => {
  it("needs a signed-in learner", async () => {
    expect((await setExamDate({}, dayFromNow(10))).statusCode).toBe(401);
  });

  it("is kept on the learner's own account and counted down by the plan; null clears it", async () => {
    const who = await learner(t);
    const other = await learner(t);
    expect((await planOf(who.headers)).days).toBe(21);

    const set = await setExamDate(who.headers, dayFromNow(30));
    expect(set.statusCode).toBe(200);
    expect(set.json().data.exam_date).toBe(dayFromNow(30));
    expect((await dashboardOf(who.headers)).exam_date).toBe(dayFromNow(30));
    expect((await userOf(who.headers)).exam_date).toBe(dayFromNow(30));
    expect((await planOf(who.headers)).days).toBe(30);
    expect((await dashboardOf(other.headers)).exam_date).toBeNull();
    expect((await userOf(other.headers)).exam_date).toBeNull();
    expect((await planOf(other.headers)).days).toBe(21);

    const cleared = await setExamDate(who.headers, null);
    expect(cleared.json().data.exam_date).toBeNull();
    expect((await userOf(who.headers)).exam_date).toBeNull();
    expect((await planOf(who.headers)).days).toBe(21);
  });

  it("refuses today, the past, more than a year away and non-dates, in the reader's language", async () => {
    const who = await learner(t);
    for (const bad of [dayFromNow(0), dayFromNow(-3), dayFromNow(400), "2027-02-30"]) {
      const response = await setExamDate(who.headers, bad);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors.exam_date).toEqual([
        "The exam date must be after today and at most a year away.",
      ]);
    }
    const pt = await setExamDate(who.headers, dayFromNow(-1), "pt");
    expect(pt.json().errors.exam_date[0]).toMatch(/^A data do exame/);
    for (const bad of ["next week", 20270101, ""]) {
      expect((await setExamDate(who.headers, bad)).statusCode).toBe(422);
    }
    expect((await dashboardOf(who.headers)).exam_date).toBeNull();
  });
});
