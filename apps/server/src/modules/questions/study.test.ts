import { loadBank } from "@cc/content/load";
import { sessions } from "@cc/db/schema/sessions";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { answerKey, learner } from "../../testing/sessions";
import { STUDY_RATE_LIMIT } from "./study.routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bank = loadBank();
const manual = bank.questions.filter((q) => q.transmission !== "automatic");
const automaticOnly = bank.questions.find((q) => q.transmission === "automatic");

const call = (
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const sessionCount = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("studying a found question", () => {
  it("reveals the answer, explanation, article and review date to a pass holder", async () => {
    const { headers } = await learner(t, { premiumDays: 14 });
    const question = manual[0];
    if (!question) throw new Error("empty bank");
    const response = await call(
      "GET",
      `/api/v1/questions/${question.id}/answer?locale=en`,
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      correct_answer: question.correct,
      explanation: question.en.explanation,
      reference: question.reference,
      reviewed: question.reviewed,
    });
  });

  it("is premium like the browser: 401 signed out, 402 without a pass; 404 for an unknown id", async () => {
    const url = `/api/v1/questions/${manual[0]?.id}/answer`;
    expect((await call("GET", url, {})).statusCode).toBe(401);
    expect((await call("GET", url, (await learner(t)).headers)).statusCode).toBe(402);
    const { headers } = await learner(t, { premiumDays: 14 });
    const unknown = await call("GET", "/api/v1/questions/no-such-q/answer?locale=en", headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Question not found.");
  });

  it("keeps the key of a question in the learner's running exam, and gives it once it is over", async () => {
    const ana = await learner(t, { premiumDays: 14 });
    const start = await call("POST", "/api/v1/exams/start", ana.headers, {
      transmission_type: "manual",
    });
    const session = start.json().data;
    const inExam = session.questions[0].id as string;
    const refused = await call("GET", `/api/v1/questions/${inExam}/answer?locale=en`, ana.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/finish or leave it/);
    // Another learner is not running that exam: nothing of Ana's holds them back.
    const rui = await learner(t, { premiumDays: 14 });
    expect((await call("GET", `/api/v1/questions/${inExam}/answer`, rui.headers)).statusCode).toBe(
      200,
    );

    const exit = await call("POST", `/api/v1/sessions/${session.session_id}/exit`, ana.headers, {});
    expect(exit.statusCode).toBe(200);
    expect((await call("GET", `/api/v1/questions/${inExam}/answer`, ana.headers)).statusCode).toBe(
      200,
    );
  });

  it("has a budget per learner, so the key cannot be pulled in bulk", async () => {
    const ana = await learner(t, { premiumDays: 14 });
    const url = `/api/v1/questions/${manual[0]?.id}/answer`;
    for (let i = 0; i < STUDY_RATE_LIMIT.max; i++) {
      expect((await call("GET", url, ana.headers)).statusCode).toBe(200);
    }
    const refused = await call("GET", url, ana.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Counted per learner: another is not held back.
    const rui = await learner(t, { premiumDays: 14 });
    expect((await call("GET", url, rui.headers)).statusCode).toBe(200);
  });
});

describe("practising the found questions", () => {
  const url = "/api/v1/practice/found/start?locale=en";

  it("starts a practice of exactly those questions, without their key", async () => {
    const ana = await learner(t, { premiumDays: 14 });
    const ids = manual.slice(0, 3).map((q) => q.id);
    const response = await call("POST", url, ana.headers, {
      transmission_type: "manual",
      question_ids: ids,
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.type).toBe("quickPractice");
    expect(data.short_by).toBe(0);
    expect(data.questions.map((q: { id: string }) => q.id).sort()).toEqual([...ids].sort());
    expect(JSON.stringify(data)).not.toMatch(/"(correct_answer|is_correct|explanation)":/);
    // Scored on the server from its own key, as any practice.
    expect(Object.keys(await answerKey(t.database, data.session_id)).sort()).toEqual(
      [...ids].sort(),
    );
  });

  it("refuses bad lists with a clear 422 and starts nothing", async () => {
    const ana = await learner(t, { premiumDays: 14 });
    const first = manual[0]?.id as string;
    const bodies = [
      { transmission_type: "manual", question_ids: [] },
      { transmission_type: "manual", question_ids: [first, first] },
      { transmission_type: "manual", question_ids: manual.slice(0, 31).map((q) => q.id) },
      { transmission_type: "manual", question_ids: "ts-001" },
    ];
    for (const body of bodies) {
      const response = await call("POST", url, ana.headers, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.question_ids).toEqual([
        "Choose between 1 and 30 different questions.",
      ]);
    }
    const unknown = await call("POST", url, ana.headers, {
      transmission_type: "manual",
      question_ids: [first, "no-such-q"],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.question_ids).toEqual([
      "Some of these questions are not available for this transmission.",
    ]);
    if (automaticOnly) {
      const otherPool = await call("POST", url, ana.headers, {
        transmission_type: "manual",
        question_ids: [automaticOnly.id],
      });
      expect(otherPool.statusCode).toBe(422);
    }
    expect(await sessionCount(ana.id)).toBe(0);
  });

  it("needs a pass, like the browser the questions were found in", async () => {
    const body = { transmission_type: "manual", question_ids: [manual[0]?.id] };
    expect((await call("POST", url, {}, body)).statusCode).toBe(401);
    const free = await learner(t);
    expect((await call("POST", url, free.headers, body)).statusCode).toBe(402);
    expect(await sessionCount(free.id)).toBe(0);
  });
});

describe("recent sessions", () => {
  it("say how long a running full exam has left, by the server's clock", async () => {
    const ana = await learner(t, { premiumDays: 14 });
    const started = (
      await call("POST", "/api/v1/exams/start", ana.headers, { transmission_type: "manual" })
    ).json().data;
    await call("POST", "/api/v1/practice/quick/start", ana.headers, {
      transmission_type: "manual",
    });
    const exams = (await call("GET", "/api/v1/exams/history", ana.headers)).json().data;
    const left = exams[0].seconds_left as number;
    expect(left).toBeGreaterThan(29 * 60);
    expect(left).toBeLessThanOrEqual(30 * 60);
    // Untimed practice has no clock.
    const practice = (await call("GET", "/api/v1/practice/history", ana.headers)).json().data;
    expect(practice[0].seconds_left).toBeNull();
    // Past the deadline: none left, never a negative count.
    await t.database.db
      .update(sessions)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, started.session_id));
    const late = (await call("GET", "/api/v1/exams/history", ana.headers)).json().data;
    expect(late[0].seconds_left).toBe(0);
    await call("POST", `/api/v1/sessions/${started.session_id}/exit`, ana.headers, {});
    const over = (await call("GET", "/api/v1/exams/history", ana.headers)).json().data;
    expect(over[0].seconds_left).toBeNull();
  });
});
