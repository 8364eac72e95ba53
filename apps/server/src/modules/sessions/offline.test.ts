import { randomUUID } from "node:crypto";
import { OFFLINE_PACK_SIZE, offlinePackSchema } from "@cc/contracts/offline";
import { answerSets, sessions } from "@cc/db/schema/sessions";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { learner } from "../../testing/sessions";

let t: TestApp;
let premium: Awaited<ReturnType<typeof learner>>;
let pack: ReturnType<typeof offlinePackSchema.parse>["data"];
beforeAll(async () => {
  t = await createTestApp({ BANK_REFRESH_SECONDS: "0" });
  premium = await learner(t, { premiumDays: 30 });
  const response = await t.app.inject({
    method: "GET",
    url: "/api/v1/practice/offline-pack?transmission_type=manual",
    headers: premium.headers,
  });
  expect(response.statusCode).toBe(200);
  pack = offlinePackSchema.parse(response.json()).data;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const record = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/v1/practice/offline-sessions", headers, payload });

/** A practice of the pack's first `count` questions, the first `wrong` answered wrongly. */
function practice(clientId: string, { count = 10, wrong = 3 } = {}) {
  const now = Date.now();
  return {
    client_id: clientId,
    transmission_type: "manual",
    started_at: new Date(now - 600_000).toISOString(),
    finished_at: new Date(now - 1_000).toISOString(),
    answers: pack.questions.slice(0, count).map((question, index) => {
      const order = Object.keys(question.options).join("");
      const right = question.correct_answer; // written letter; shown in place with this order
      const answer = index < wrong ? [...order].find((l) => l !== right) : right;
      return {
        question_id: question.id,
        version: question.version,
        order,
        answer: answer ?? null,
        answered_at: new Date(now - 500_000 + index * 1_000).toISOString(),
        time_ms: 4_000,
      };
    }),
  };
}

const storedFor = (userId: string, clientId: string) =>
  t.database.db
    .select({ id: sessions.id, result: sessions.result, type: sessions.type })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.clientId, clientId)));

describe("the offline practice pack", () => {
  it("carries keys and explanations of active questions, spread over every category", async () => {
    expect(pack.questions.length).toBeGreaterThan(0);
    expect(pack.questions.length).toBeLessThanOrEqual(OFFLINE_PACK_SIZE);
    expect(new Set(pack.questions.map((q) => q.id)).size).toBe(pack.questions.length);
    for (const question of pack.questions) {
      expect(Object.keys(question.options)).toContain(question.correct_answer);
      expect(question.explanation.length).toBeGreaterThan(0);
    }
    expect(new Set(pack.questions.map((q) => q.category_id)).size).toBeGreaterThan(5);
    expect(pack.bank_version).not.toBe("");
    // Bounded, so that a device can keep it: well under half a megabyte of JSON.
    expect(JSON.stringify(pack).length).toBeLessThan(400_000);
    console.info(
      `offline pack: ${pack.questions.length} questions, ${JSON.stringify(pack).length} bytes`,
    );
  });

  it("needs a pass (402, the spec's premium answer) and a sign-in (401)", async () => {
    const url = "/api/v1/practice/offline-pack?transmission_type=manual";
    const free = await learner(t);
    const refused = await t.app.inject({ method: "GET", url, headers: free.headers });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe("SUBSCRIPTION_REQUIRED");
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});

describe("recording a practice made offline", () => {
  it("stores a batch sent five times once, with the same result each time", async () => {
    const clientId = randomUUID();
    const body = practice(clientId);
    const results = [];
    for (let i = 0; i < 5; i++) {
      const response = await record(premium.headers, body);
      expect(response.statusCode).toBe(200);
      results.push(response.json().data);
    }
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({
      type: "quickPractice",
      status: "completed",
      score: { total: 10, correct: 7, mistakes: 3, passed: null },
    });
    const stored = await storedFor(premium.id, clientId);
    expect(stored).toHaveLength(1);
    const sets = await t.database.db
      .select()
      .from(answerSets)
      .where(eq(answerSets.sessionId, stored[0]?.id as string));
    expect(sets).toHaveLength(1);
    expect(sets[0]?.correct.filter(Boolean)).toHaveLength(7);
  });

  it("feeds the history and the category statistics the coach reads", async () => {
    const someone = await learner(t, { premiumDays: 30 });
    const body = practice(randomUUID(), { count: 5, wrong: 1 });
    await record(someone.headers, body);
    await record(someone.headers, body);
    const history = (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/practice/history",
        headers: someone.headers,
      })
    ).json();
    expect(history.data).toHaveLength(1);
    const statistics = (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/categories/statistics",
        headers: someone.headers,
      })
    ).json();
    const answered = statistics.data.reduce(
      (sum: number, c: { answered: number }) => sum + c.answered,
      0,
    );
    expect(answered).toBe(5);
  });

  it("reaches the coach's dashboard, also after it was computed", async () => {
    const someone = await learner(t, { premiumDays: 30 });
    const dashboard = async () =>
      (
        await t.app.inject({ method: "GET", url: "/api/v1/ai/dashboard", headers: someone.headers })
      ).json().data;
    await record(someone.headers, practice(randomUUID(), { count: 5, wrong: 1 }));
    expect((await dashboard()).readiness.answered).toBe(5);
    await record(someone.headers, practice(randomUUID(), { count: 8, wrong: 0 }));
    expect((await dashboard()).readiness.answered).toBe(13);
  });

  it("keeps each learner's client ids apart", async () => {
    const clientId = randomUUID();
    const other = await learner(t, { premiumDays: 30 });
    expect((await record(premium.headers, practice(clientId, { wrong: 0 }))).statusCode).toBe(200);
    const theirs = await record(other.headers, practice(clientId, { wrong: 5 }));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.score.correct).toBe(5);
    expect(await storedFor(premium.id, clientId)).toHaveLength(1);
    expect(await storedFor(other.id, clientId)).toHaveLength(1);
  });

  it("refuses bad input with a clear 422 and stores nothing", async () => {
    const clientId = randomUUID();
    const good = practice(clientId);
    const [first, second] = good.answers as [(typeof good.answers)[0], (typeof good.answers)[0]];
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, client_id: "not-a-uuid" }, "client_id"],
      [{ ...good, answers: [] }, "answers"],
      [{ ...good, answers: [{ ...first, question_id: "nope" }] }, "answers.0"],
      [{ ...good, answers: [first, { ...second, version: 999 }] }, "answers.1"],
      [{ ...good, answers: [first, first] }, "answers.1"],
      [{ ...good, answers: [{ ...first, order: "AAB" }] }, "answers.0.order"],
      [
        { ...good, answers: [{ ...first, order: "ABCD".slice(0, first.order.length - 1) }] },
        "answers.0",
      ],
      [{ ...good, answers: [{ ...first, answer: "E" }] }, "answers.0.answer"],
      [
        { ...good, finished_at: new Date(Date.parse(good.started_at) - 1).toISOString() },
        "finished_at",
      ],
      [{ ...good, started_at: "2020-01-01T00:00:00Z" }, "started_at"],
      [{ ...good, finished_at: "yesterday" }, "finished_at"],
    ];
    for (const [body, field] of cases) {
      const response = await record(premium.headers, body);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().code, field).toBe("VALIDATION_FAILED");
      expect(Object.keys(response.json().errors ?? {}), field).toContain(field);
    }
    expect(await storedFor(premium.id, clientId)).toHaveLength(0);
  });

  it("needs a sign-in, and keeps a lapsed learner's offline answers", async () => {
    expect((await record({}, practice(randomUUID()))).statusCode).toBe(401);
    const lapsed = await learner(t);
    expect((await record(lapsed.headers, practice(randomUUID()))).statusCode).toBe(200);
  });
});
