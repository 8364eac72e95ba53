import { loadBank } from "@cc/content/load";
import { TRIAL } from "@cc/contracts/constants";
import { questionVersions } from "@cc/db/schema/content";
import { answers, sessions } from "@cc/db/schema/sessions";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshAddress } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { answersFrom, learner } from "../../testing/sessions";
import { TRIAL_RATE_LIMITS } from "./sessions.routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function startTrial(
  body: Record<string, unknown> = { transmission_type_v1: "manual" },
  headers: Headers = {},
) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/trial/start",
    headers,
    remoteAddress: freshAddress(),
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

const submitTrial = (body: Record<string, unknown>, headers: Headers = {}, locale = "pt") =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/trial/submit?locale=${locale}`,
    headers,
    remoteAddress: freshAddress(),
    payload: body,
  });

/** The trial carries its key; a client scores with it, and so do these tests. */
const keyOf = (trial: { questions: { id: string; correct_answer: string }[] }) =>
  Object.fromEntries(trial.questions.map((q) => [q.id, q.correct_answer]));

describe("the free trial", () => {
  it("needs no account: 30 questions of 3 options with key and explanation, no timer", async () => {
    const trial = await startTrial();
    expect(trial).toMatchObject({
      type: "trial",
      status: "in_progress",
      deadline_at: null,
      time_limit_seconds: null,
      max_mistakes: TRIAL.maxMistakes,
      short_by: 0,
    });
    expect(trial.questions).toHaveLength(TRIAL.questions);
    for (const question of trial.questions) {
      expect(Object.keys(question.options)).toEqual(["A", "B", "C"]);
      expect(Object.keys(question.options)).toContain(question.correct_answer);
      expect(question.explanation.length).toBeGreaterThan(10);
    }
    // The key it carries is the frozen one.
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, trial.session_id));
    expect(row?.userId).toBeNull();
    for (const [index, item] of (row?.items ?? []).entries()) {
      const [version] = await t.database.db
        .select()
        .from(questionVersions)
        .where(and(eq(questionVersions.questionId, item.q), eq(questionVersions.version, item.v)));
      const shown = trial.questions[index];
      expect(item.o[["A", "B", "C"].indexOf(shown.correct_answer)]).toBe(version?.correct);
      expect(shown.explanation).toBe(version?.pt.explanation);
    }
  });

  it("never shows more than its fixed sets, however many times it is started", async () => {
    const sets = loadBank().trialSets;
    const allowed = new Set(sets.flat());
    expect(allowed.size).toBe(sets.length * TRIAL.questions);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const trial = await startTrial({ transmission_type_v1: i % 2 ? "manual" : "automatic" });
      const ids = trial.questions.map((q: { id: string }) => q.id);
      expect(ids).toHaveLength(TRIAL.questions);
      // One whole set each time, never a mix.
      expect(sets.some((set) => ids.every((id: string) => set.includes(id)))).toBe(true);
      for (const id of ids) seen.add(id);
    }
    expect([...seen].every((id) => allowed.has(id))).toBe(true);
    expect(seen.size).toBeGreaterThan(TRIAL.questions);
  });

  it("speaks the language asked for in the body", async () => {
    const trial = await startTrial({ transmission_type_v1: "automatic", locale: "en" });
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, trial.session_id));
    expect(row?.locale).toBe("en");
    const first = row?.items[0];
    const [version] = await t.database.db
      .select()
      .from(questionVersions)
      .where(
        and(
          eq(questionVersions.questionId, first?.q ?? ""),
          eq(questionVersions.version, first?.v ?? 0),
        ),
      );
    expect(trial.questions[0].text).toBe(version?.en.text);
  });

  it("shows a result only once every question is answered; blanks are not mistakes", async () => {
    const trial = await startTrial();
    const key = keyOf(trial);
    const incomplete = await submitTrial(
      { session_id: trial.session_id, answers: answersFrom(key, { blank: 1 }) },
      {},
      "en",
    );
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({
      message: "Answer every question to see your result.",
      errors: { answers: ["Answer every question to see your result."] },
    });

    const result = await submitTrial({
      session_id: trial.session_id,
      answers: answersFrom(key, { wrong: 3 }),
    });
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toMatchObject({
      type: "trial",
      status: "completed",
      score: { total: 30, correct: 27, mistakes: 3, percentage: 90, passed: true, max_mistakes: 3 },
    });
    // Anonymous: the result is kept on the session, no learner statistics.
    expect((await t.database.db.select().from(answers)).length).toBe(0);

    const fourWrong = await startTrial();
    const failed = await submitTrial({
      session_id: fourWrong.session_id,
      answers: answersFrom(keyOf(fourWrong), { wrong: 4 }),
    });
    expect(failed.json().data.score).toMatchObject({ mistakes: 4, passed: false });
  });

  it("records a signed-in learner: their session, statistics and has_completed_trial", async () => {
    const someone = await learner(t);
    const trial = await startTrial({ transmission_type_v1: "manual" }, someone.headers);
    // Nobody else may submit it, signed in or not.
    const other = await learner(t);
    for (const headers of [{}, other.headers]) {
      const refused = await submitTrial(
        { session_id: trial.session_id, answers: keyOf(trial) },
        headers,
        "en",
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe("Session not found.");
    }
    const result = await submitTrial(
      { session_id: trial.session_id, answers: keyOf(trial) },
      someone.headers,
    );
    expect(result.json().data.score).toMatchObject({ correct: 30, passed: true });
    const user = await t.app.inject({
      method: "GET",
      url: "/api/v1/user",
      headers: someone.headers,
    });
    expect(user.json().data.has_completed_trial).toBe(true);
    const recorded = await t.database.db
      .select()
      .from(answers)
      .where(eq(answers.userId, someone.id));
    expect(recorded).toHaveLength(30);
    // A trial is neither an exam nor a practice in the histories, but can be reviewed.
    for (const url of ["/api/v1/exams/history", "/api/v1/practice/history"]) {
      const history = await t.app.inject({ method: "GET", url, headers: someone.headers });
      expect(history.json().meta.total).toBe(0);
    }
    const review = await t.app.inject({
      method: "GET",
      url: `/api/v1/exams/${trial.session_id}`,
      headers: someone.headers,
    });
    expect(review.json().data.review).toHaveLength(30);
  });

  it("becomes the learner's when they sign in before submitting", async () => {
    const trial = await startTrial();
    const someone = await learner(t);
    await submitTrial({ session_id: trial.session_id, answers: keyOf(trial) }, someone.headers);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, trial.session_id));
    expect(row?.userId).toBe(someone.id);
    const user = await t.app.inject({
      method: "GET",
      url: "/api/v1/user",
      headers: someone.headers,
    });
    expect(user.json().data.has_completed_trial).toBe(true);
  });

  it("is rate-limited per address", async () => {
    const address = freshAddress();
    const startFrom = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/trial/start?locale=en",
        remoteAddress: address,
        payload: { transmission_type_v1: "manual" },
      });
    for (let i = 0; i < TRIAL_RATE_LIMITS.start.max; i++) {
      expect((await startFrom()).statusCode).toBe(201);
    }
    const refused = await startFrom();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many requests. Please wait a moment and try again.");
    expect((await startTrial()).questions).toHaveLength(30);
  });

  it("refuses a bad start or submit with 422", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/trial/start?locale=en",
      remoteAddress: freshAddress(),
      payload: { transmission_type_v1: "bus", locale: "fr" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["locale", "transmission_type_v1"]);
    const unknown = await submitTrial({ session_id: crypto.randomUUID(), answers: {} }, {}, "en");
    expect(unknown.statusCode).toBe(404);
  });
});
