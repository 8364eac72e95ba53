import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshAddress } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { answerKey, answersFrom, learner } from "../../testing/sessions";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BANK_REFRESH_SECONDS: "0" });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
// Each call from an address of its own, as in every test that is not about rate limits.
const call = (method: "GET" | "POST" | "PATCH", url: string, headers: Headers, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

/** A learner who sat one full exam with `wrong` mistakes; returns them and the session id. */
async function examTaker(wrong: number) {
  const who = await learner(t, { premiumDays: 30 });
  const started = await call("POST", "/api/v1/exams/start", who.headers, {
    transmission_type: "manual",
  });
  const sessionId = started.json().data.session_id as string;
  const key = await answerKey(t.database, sessionId);
  await call("POST", "/api/v1/exams/submit", who.headers, {
    session_id: sessionId,
    answers: answersFrom(key, { wrong }),
  });
  return { who, sessionId };
}

describe("coach notifications", () => {
  it("need a signed-in learner", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const calls: ["GET" | "POST" | "PATCH", string][] = [
      ["POST", "/api/v1/ai/trigger-post-exam-analysis"],
      ["POST", "/api/v1/ai/analyze-performance"],
      ["GET", "/api/v1/notifications"],
      ["GET", "/api/v1/notifications/check"],
      ["GET", "/api/v1/notifications/stats"],
      ...["show", "click", "snooze", "dismiss"].map((a): ["PATCH", string] => [
        "PATCH",
        `/api/v1/notifications/${id}/${a}`,
      ]),
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url, {}, { session_id: id })).statusCode, url).toBe(401);
    }
  });

  it("are made once per session, from the learner's numbers, and go through their states", async () => {
    const { who, sessionId } = await examTaker(20);
    const trigger = () =>
      call("POST", "/api/v1/ai/trigger-post-exam-analysis?locale=en", who.headers, {
        session_id: sessionId,
      });
    const first = await trigger();
    expect(first.statusCode).toBe(200);
    const made = first.json().data;
    expect(made.percentage).toBe(33);
    const weak = made.notifications.find((n: { type: string }) => n.type === "weak_spot");
    expect(weak).toMatchObject({
      priority: "high",
      cta_action: "practice_weak_area",
      cta_text: "Practise now",
      is_shown: false,
      can_snooze: true,
    });
    expect(weak.message).toContain(`${weak.data.weak_category_rate}%`);
    // A second trigger for the same session makes nothing new.
    const again = (await trigger()).json().data.notifications.map((n: { id: string }) => n.id);
    expect(again.sort()).toEqual(made.notifications.map((n: { id: string }) => n.id).sort());
    const list = (await call("GET", "/api/v1/notifications", who.headers)).json().data;
    expect(list).toHaveLength(made.notifications.length);
    expect(list[0].title).not.toBe(weak.title); // Portuguese by default
    expect(
      (await call("GET", "/api/v1/notifications?locale=en", who.headers))
        .json()
        .data.map((n: { title: string }) => n.title),
    ).toContain(weak.title);

    // The active one is the first unshown high-priority one.
    const check = (await call("GET", "/api/v1/notifications/check", who.headers)).json().data;
    expect(check.notification.priority).toBe("high");
    expect(check.unshown_count).toBe(made.notifications.length);

    const id = check.notification.id as string;
    const shown = await call("PATCH", `/api/v1/notifications/${id}/show`, who.headers);
    expect(shown.json().data.is_shown).toBe(true);
    const snoozed = (await call("PATCH", `/api/v1/notifications/${id}/snooze`, who.headers)).json()
      .data;
    expect(snoozed).toMatchObject({ is_snoozed: true, is_shown: true, can_snooze: false });
    const listed = (await call("GET", "/api/v1/notifications", who.headers)).json().data;
    expect(listed.map((n: { id: string }) => n.id)).not.toContain(id);
    const clicked = (await call("PATCH", `/api/v1/notifications/${id}/click`, who.headers)).json()
      .data;
    expect(clicked.is_clicked).toBe(true);
    await call("PATCH", `/api/v1/notifications/${id}/dismiss`, who.headers);
    const stats = (await call("GET", "/api/v1/notifications/stats", who.headers)).json().data;
    expect(stats).toMatchObject({
      total: made.notifications.length,
      clicked: 1,
      snoozed: 1,
      dismissed: 1,
      unshown: made.notifications.length - 1,
    });
  });

  it("are never readable or changeable by another learner", async () => {
    const { who, sessionId } = await examTaker(20);
    const other = await learner(t, { premiumDays: 30 });
    const made = (
      await call("POST", "/api/v1/ai/trigger-post-exam-analysis", who.headers, {
        session_id: sessionId,
      })
    ).json().data.notifications;
    const id = made[0].id as string;
    for (const action of ["show", "click", "snooze", "dismiss"]) {
      const response = await call("PATCH", `/api/v1/notifications/${id}/${action}`, other.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBeTruthy();
    }
    const stolen = await call("POST", "/api/v1/ai/analyze-performance", other.headers, {
      session_id: sessionId,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await call("GET", "/api/v1/notifications", other.headers)).json().data).toEqual([]);
    expect((await call("GET", "/api/v1/notifications/check", other.headers)).json().data).toEqual({
      notification: null,
      unshown_count: 0,
    });
    // The owner's notification is untouched.
    const mine = (await call("GET", "/api/v1/notifications", who.headers)).json().data;
    expect(mine.find((n: { id: string }) => n.id === id)).toMatchObject({ is_shown: false });
  });

  it("are made at the next check when the client did not ask for the analysis", async () => {
    const { who } = await examTaker(20);
    const check = (await call("GET", "/api/v1/notifications/check", who.headers)).json().data;
    expect(check.notification).toMatchObject({ type: "weak_spot", is_shown: false });
    const count = check.unshown_count;
    expect(count).toBeGreaterThan(0);
    const again = (await call("GET", "/api/v1/notifications/check", who.headers)).json().data;
    expect(again.unshown_count).toBe(count);
  });
});
