import { coachDashboards, reviewCategories } from "@cc/db/schema/coach";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { answerKey, answersFrom, learner } from "../../testing/sessions";
import { createCoachRepo } from "./coach.repo";
import { createCoachService } from "./coach.service";
import { KEPT_FOR_MS } from "./kept-dashboards";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BANK_REFRESH_SECONDS: "0" });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;

async function practise(headers: Headers, wrong: number) {
  const started = await t.app.inject({
    method: "POST",
    url: "/api/v1/practice/quick/start",
    headers,
    payload: { transmission_type: "manual", question_count: 10 },
  });
  const sessionId = started.json().data.session_id as string;
  const key = await answerKey(t.database, sessionId);
  const submitted = await t.app.inject({
    method: "POST",
    url: "/api/v1/practice/quick/submit",
    headers,
    payload: { session_id: sessionId, answers: answersFrom(key, { wrong }) },
  });
  expect(submitted.statusCode).toBe(200);
}

const dashboardOf = async (headers: Headers) => {
  const response = await t.app.inject({ method: "GET", url: "/api/v1/ai/dashboard", headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const keptRows = (userId: string) =>
  t.database.db.select().from(coachDashboards).where(eq(coachDashboards.userId, userId));

/** A coach whose clock the test sets. */
function coachAt(start: number) {
  const clock = { now: start };
  const coach = createCoachService(createCoachRepo(t.database.db), {
    db: t.database.db,
    now: () => clock.now,
  });
  return { coach, clock };
}

describe("kept dashboards", () => {
  it("are served again until the learner's figures change", async () => {
    const who = await learner(t, { premiumDays: 30 });
    await practise(who.headers, 2);
    const first = await dashboardOf(who.headers);
    expect(first.readiness.answered).toBe(10);
    expect(await keptRows(who.id)).toHaveLength(1);

    // A change behind the coach's back (no write path raises the version) is not seen: the
    // kept dashboard is what is served.
    const tampered = await t.database.db
      .update(reviewCategories)
      .set({ answered: sql`${reviewCategories.answered} + 100` })
      .where(eq(reviewCategories.userId, who.id))
      .returning();
    expect(await dashboardOf(who.headers)).toEqual(first);

    // A submit changes them: the next read shows it.
    await practise(who.headers, 0);
    const second = await dashboardOf(who.headers);
    expect(second.readiness.answered).toBe(20 + 100 * tampered.length);
    expect(second.prediction.updated_at >= first.prediction.updated_at).toBe(true);
  });

  it("are emptied by a progress reset, and never another learner's", async () => {
    const who = await learner(t, { premiumDays: 30 });
    const other = await learner(t, { premiumDays: 30 });
    await practise(who.headers, 3);
    expect((await dashboardOf(other.headers)).readiness.answered).toBe(0);
    expect((await dashboardOf(who.headers)).readiness.answered).toBe(10);
    expect((await dashboardOf(other.headers)).readiness.answered).toBe(0);

    const reset = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/reset-progress",
      headers: who.headers,
    });
    expect(reset.statusCode).toBeLessThan(300);
    const after = await dashboardOf(who.headers);
    expect(after.readiness.answered).toBe(0);
    expect(after.performance_overview.study_streak).toBe(0);
  });

  it("follow the exam date", async () => {
    const who = await learner(t);
    expect((await dashboardOf(who.headers)).exam_date).toBeNull();
    const day = new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10);
    const set = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/user/exam-date",
      headers: who.headers,
      payload: { exam_date: day },
    });
    expect(set.statusCode).toBe(200);
    expect((await dashboardOf(who.headers)).exam_date).toBe(day);
  });

  it("are recomputed once older than the bound, so readiness falls without practice", async () => {
    const who = await learner(t, { premiumDays: 30 });
    await practise(who.headers, 0);
    // Noon (UTC) of the next day, so that the bound, not midnight, ends the first one.
    const noon = Math.ceil(Date.now() / DAY_MS) * DAY_MS + DAY_MS / 2;
    const { coach, clock } = coachAt(noon);
    const computed = await coach.dashboard(who.id, "pt");
    expect(computed.prediction.updated_at).toBe(new Date(noon).toISOString());

    clock.now = noon + KEPT_FOR_MS - 1;
    expect(await coach.dashboard(who.id, "pt")).toEqual(computed);

    clock.now = noon + KEPT_FOR_MS;
    const recomputed = await coach.dashboard(who.id, "pt");
    expect(recomputed.prediction.updated_at).toBe(new Date(clock.now).toISOString());

    // Weeks without practice: each read past the bound shows memory decayed.
    clock.now = noon + 40 * DAY_MS;
    const later = await coach.dashboard(who.id, "pt");
    expect(later.readiness_score).toBeLessThan(recomputed.readiness_score);
  });

  it("are recomputed on a new day, whose goal and streak differ", async () => {
    const who = await learner(t, { premiumDays: 30 });
    await practise(who.headers, 0);
    const lateEvening = Math.ceil(Date.now() / DAY_MS) * DAY_MS - 60_000;
    const { coach, clock } = coachAt(lateEvening);
    const evening = await coach.dashboard(who.id, "en");
    clock.now = lateEvening + 2 * 60_000;
    const morning = await coach.dashboard(who.id, "en");
    expect(morning.prediction.updated_at).toBe(new Date(clock.now).toISOString());
    expect(morning.prediction.updated_at).not.toBe(evening.prediction.updated_at);
  });

  it("are kept per language and range", async () => {
    const who = await learner(t, { premiumDays: 30 });
    await practise(who.headers, 1);
    const coach = createCoachService(createCoachRepo(t.database.db), { db: t.database.db });
    const pt = await coach.dashboard(who.id, "pt", "7d");
    const en = await coach.dashboard(who.id, "en", "all");
    expect(pt.range).toBe("7d");
    expect(en.range).toBe("all");
    expect(pt.categories[0]?.name).not.toBe(en.categories[0]?.name);
    expect(await keptRows(who.id)).toHaveLength(2);
  });
});
