import { loadBank } from "@cc/content/load";
import { EXAM } from "@cc/contracts/constants";
import { sessionStartSchema } from "@cc/contracts/sessions";
import { questions, questionVersions } from "@cc/db/schema/content";
import { answers, sessions } from "@cc/db/schema/sessions";
import { FULL_EXAM_BLUEPRINT } from "@cc/domain/blueprint";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { answerKey, answersFrom, learner, wrongLetter } from "../../testing/sessions";
import { createCoachRepo } from "../coach/coach.repo";
import { createCoachService } from "../coach/coach.service";
import { createQuestionCache } from "./question-cache";
import { createSessionsRepo } from "./sessions.repo";
import { createSessionsService } from "./sessions.service";

let t: TestApp;
let premium: Awaited<ReturnType<typeof learner>>;
beforeAll(async () => {
  t = await createTestApp({ BANK_REFRESH_SECONDS: "0" });
  premium = await learner(t, { premiumDays: 30 });
});
afterAll(() => t.close());

/** The sessions service on this file's database, wired as app.ts does (the coach included). */
function sessionsService(seed?: () => number) {
  const repo = createSessionsRepo(t.database.db);
  const coach = createCoachService(createCoachRepo(t.database.db), { db: t.database.db });
  return createSessionsService({
    repo,
    cache: createQuestionCache(repo, { checkEveryMs: 0 }),
    weakAreaPicks: coach.practice,
    catchUpCoach: coach.catchUp,
    ...(seed ? { seed } : {}),
  });
}

/** Each question's `reviewed` date in content/. */
const reviewedOn = new Map(loadBank().questions.map((q) => [q.id, q.reviewed]));

type Headers = Record<string, string>;
type Payload = Record<string, unknown>;
const post = (url: string, headers: Headers, payload?: Payload) =>
  t.app.inject({ method: "POST", url, headers, ...(payload === undefined ? {} : { payload }) });
const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });
const patch = (url: string, headers: Headers, payload: Payload) =>
  t.app.inject({ method: "PATCH", url, headers, payload });

const START = {
  fullExam: "/api/v1/exams/start",
  quickPractice: "/api/v1/practice/quick/start",
  thematic: "/api/v1/thematic/start",
  weakAreas: "/api/v1/practice/weak-areas/start",
} as const;
const SUBMIT = {
  fullExam: "/api/v1/exams/submit",
  quickPractice: "/api/v1/practice/quick/submit",
  thematic: "/api/v1/thematic/submit",
  weakAreas: "/api/v1/practice/weak-areas/submit",
} as const;

async function start(
  type: keyof typeof START,
  body: Record<string, unknown> = {},
  headers: Headers = premium.headers,
) {
  const response = await post(START[type], headers, { transmission_type: "manual", ...body });
  if (response.statusCode !== 201) {
    throw new Error(`start ${type} failed: ${response.statusCode} ${response.body}`);
  }
  return { raw: response.body, data: response.json().data };
}

/** Explanations (both languages) and legal references of a session's versions. */
async function secretsOf(sessionId: string): Promise<string[]> {
  const { db } = t.database;
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  const rows = await db
    .select()
    .from(questionVersions)
    .where(inArray(questionVersions.questionId, session?.items.map((i) => i.q) ?? []));
  return rows.flatMap((r) => [r.pt.explanation, r.en.explanation, r.reference]);
}

/** The answer key never travels before the end: no key field, no explanation, no reference. */
async function expectNoKey(raw: string, sessionId: string) {
  expect(raw).not.toMatch(/"correct|"explanation|"reference|"is_correct/);
  for (const secret of await secretsOf(sessionId))
    expect(raw).not.toContain(JSON.stringify(secret));
}

const categoryOf = async (ids: string[]) => {
  const rows = await t.database.db
    .select({ id: questions.id, category: questions.categoryId, difficulty: questions.difficulty })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
};

/** A learner's answers, as recorded, rolled up per question and per category. */
const statsOf = async (userId: string) => {
  const { db } = t.database;
  const mine = eq(answers.userId, userId);
  return {
    answers: (await db.select().from(answers).where(mine)).length,
    questions: await db
      .select({
        questionId: answers.questionId,
        attempts: sql<number>`count(*)::int`,
        correctCount: sql<number>`(count(*) filter (where ${answers.correct}))::int`,
        lastCorrect: sql<boolean>`(array_agg(${answers.correct} order by ${answers.answeredAt} desc))[1]`,
      })
      .from(answers)
      .where(mine)
      .groupBy(answers.questionId)
      .orderBy(answers.questionId),
    categories: await db
      .select({
        categoryId: answers.categoryId,
        answered: sql<number>`count(*)::int`,
        correct: sql<number>`(count(*) filter (where ${answers.correct}))::int`,
      })
      .from(answers)
      .where(mine)
      .groupBy(answers.categoryId)
      .orderBy(answers.categoryId),
  };
};

describe("access", () => {
  it("asks for sign-in (401), then for a subscription (402) to start; the trial is open", async () => {
    const plain = await learner(t);
    for (const url of Object.values(START)) {
      expect((await post(url, {}, { transmission_type: "manual" })).statusCode).toBe(401);
      const refused = await post(`${url}?locale=en`, plain.headers, {
        transmission_type: "manual",
        category_id: "speedLimits",
      });
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe("Premium subscription required.");
    }
    for (const url of Object.values(SUBMIT)) {
      const body = { session_id: crypto.randomUUID(), answers: {} };
      expect((await post(url, {}, body)).statusCode).toBe(401);
    }
    expect((await get("/api/v1/exams/history", {})).statusCode).toBe(401);
    const trial = await post("/api/v1/trial/start", {}, { transmission_type_v1: "manual" });
    expect(trial.statusCode).toBe(201);
  });
});

describe("starting a full exam", () => {
  it("draws 30 questions by the blueprint, with a server deadline and no answer key", async () => {
    const before = Date.now();
    const { raw, data } = await start("fullExam");
    expect(data).toMatchObject({
      type: "fullExam",
      status: "in_progress",
      transmission_type: "manual",
      time_limit_seconds: EXAM.fullDurationSeconds,
      max_mistakes: EXAM.maxMistakesToPass,
      short_by: 0,
    });
    const started = Date.parse(data.started_at);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(data.deadline_at) - started).toBe(EXAM.fullDurationSeconds * 1000);
    expect(data.questions).toHaveLength(30);
    const ids = data.questions.map((q: { id: string }) => q.id);
    expect(new Set(ids).size).toBe(30);
    const perCategory: Record<string, number> = {};
    for (const q of data.questions)
      perCategory[q.category_id] = (perCategory[q.category_id] ?? 0) + 1;
    expect(perCategory).toEqual(FULL_EXAM_BLUEPRINT);
    for (const q of data.questions) {
      expect(Object.keys(q).sort()).toEqual([
        "category_id",
        "id",
        "image_alt",
        "image_url",
        "options",
        "text",
      ]);
      expect(Object.keys(q.options)).toEqual(
        ["A", "B", "C", "D"].slice(0, Object.keys(q.options).length),
      );
    }
    await expectNoKey(raw, data.session_id);
  });

  it("writes its questions to the contract, as a resumed session shows them, in both languages", async () => {
    for (const locale of ["pt", "en"]) {
      const response = await post(`${START.fullExam}?locale=${locale}`, premium.headers, {
        transmission_type: "manual",
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const started = sessionStartSchema.parse(response.json()).data;
      const resumed = await get(
        `/api/v1/exams/${started.session_id}?locale=${locale}`,
        premium.headers,
      );
      expect(resumed.json().data.questions).toEqual(started.questions);
    }
  });

  it("freezes versions and option order in the database, exactly as shown", async () => {
    const { data } = await start("fullExam", {}, { ...premium.headers, "accept-language": "en" });
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, data.session_id));
    expect(row?.items).toHaveLength(30);
    expect(row?.userId).toBe(premium.id);
    for (const [index, item] of (row?.items ?? []).entries()) {
      const [version] = await t.database.db
        .select()
        .from(questionVersions)
        .where(and(eq(questionVersions.questionId, item.q), eq(questionVersions.version, item.v)));
      const shown = data.questions[index];
      expect(shown.id).toBe(item.q);
      expect(shown.text).toBe(version?.en.text);
      // Shown option i is the written option item.o[i].
      expect(Object.values(shown.options)).toEqual(
        [...item.o].map((written) => version?.en.options[written]),
      );
    }
  });

  it("is reproducible from its stored seed", async () => {
    const service = sessionsService(() => 20_251_121);
    const input = { type: "fullExam", userId: premium.id, transmission: "manual", locale: "pt" };
    const first = await service.start(input as Parameters<typeof service.start>[0]);
    const second = await service.start(input as Parameters<typeof service.start>[0]);
    expect(second.questions).toEqual(first.questions);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(inArray(sessions.id, [first.session_id, second.session_id]));
    expect(rows.map((r) => r.seed)).toEqual([20_251_121, 20_251_121]);
    expect(rows[0]?.items).toEqual(rows[1]?.items);
  });

  it("draws from the chosen transmission's pool only", async () => {
    const { data } = await start("fullExam", { transmission_type: "automatic" });
    const found = await categoryOf(data.questions.map((q: { id: string }) => q.id));
    const rows = await t.database.db
      .select({ transmission: questions.transmission })
      .from(questions)
      .where(inArray(questions.id, [...found.keys()]));
    expect(rows.every((r) => r.transmission !== "manual")).toBe(true);
  });
});

describe("practice setup", () => {
  it("quick practice: 10 by default, or the count, difficulty and category chosen", async () => {
    expect((await start("quickPractice")).data.questions).toHaveLength(EXAM.quickQuestions);
    const { raw, data } = await start("quickPractice", {
      question_count: 12,
      difficulty: "advanced",
      category_id: "highwayCode",
    });
    await expectNoKey(raw, data.session_id);
    expect(data).toMatchObject({ type: "quickPractice", deadline_at: null, max_mistakes: null });
    expect(data.questions).toHaveLength(12);
    const found = await categoryOf(data.questions.map((q: { id: string }) => q.id));
    for (const q of found.values())
      expect(q).toMatchObject({ category: "highwayCode", difficulty: "hard" });
  });

  it("category test: one category, at most 10% wrong to pass", async () => {
    const { raw, data } = await start("thematic", {
      category_id: "speedLimits",
      question_count: 20,
    });
    await expectNoKey(raw, data.session_id);
    expect(data.questions).toHaveLength(20);
    expect(data.max_mistakes).toBe(2);
    expect(new Set(data.questions.map((q: { category_id: string }) => q.category_id))).toEqual(
      new Set(["speedLimits"]),
    );
  });

  it("refuses bad setups with 422 and each field's message, in both languages", async () => {
    const bad = await post(`${START.thematic}?locale=en`, premium.headers, {
      transmission_type: "cvt",
      question_count: 50,
      difficulty: "extreme",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      transmission_type: ["Invalid transmission: choose manual or automatic."],
      question_count: ["Choose a whole number of questions between 1 and 40."],
      difficulty: ["Invalid difficulty: choose easy, medium or hard."],
      category_id: ["Unknown category."],
    });
    const range = await post(START.quickPractice, premium.headers, {
      transmission_type: "manual",
      question_count: 3,
    });
    expect(range.statusCode).toBe(422);
    expect(range.json().errors).toEqual({ question_count: ["Escolha entre 5 e 30 perguntas."] });
    const rangeEn = await post(`${START.weakAreas}?locale=en`, premium.headers, {
      transmission_type: "manual",
      question_count: 40,
    });
    expect(rangeEn.json().errors).toEqual({
      question_count: ["Choose between 10 and 30 questions."],
    });
  });

  it("never repeat: only unanswered questions, what remains when short, then a clear 422", async () => {
    const learnerWho = await learner(t, { premiumDays: 14 });
    // The smallest group of questions of one category and difficulty that a category test can
    // cover (5 to 40 questions), in the manual pool.
    const groups = await t.database.db
      .select({
        category: questions.categoryId,
        difficulty: questions.difficulty,
        n: sql<number>`count(*)::int`,
      })
      .from(questions)
      .where(
        and(isNull(questions.retiredAt), inArray(questions.transmission, ["common", "manual"])),
      )
      .groupBy(questions.categoryId, questions.difficulty);
    const group = groups
      .filter((g) => g.n >= 6 && g.n <= 40)
      .sort((a, b) => a.n - b.n)[0] as (typeof groups)[number];
    const setup = {
      category_id: group.category,
      difficulty: group.difficulty,
      never_repeat_questions: true,
    };

    const first = await start(
      "thematic",
      { ...setup, question_count: group.n - 1 },
      learnerWho.headers,
    );
    expect(first.data.short_by).toBe(0);
    const key = await answerKey(t.database, first.data.session_id);
    await post(SUBMIT.thematic, learnerWho.headers, {
      session_id: first.data.session_id,
      answers: answersFrom(key),
    });

    const second = await start("thematic", { ...setup, question_count: 5 }, learnerWho.headers);
    expect(second.data.questions).toHaveLength(1);
    expect(second.data.short_by).toBe(4);
    expect(Object.keys(key)).not.toContain(second.data.questions[0].id);
    await post(SUBMIT.thematic, learnerWho.headers, {
      session_id: second.data.session_id,
      answers: {},
    });

    for (const [locale, message] of [
      ["en", "You have answered every question with these options."],
      ["pt", "Já respondeu a todas as perguntas com estas opções."],
    ]) {
      const none = await post(`${START.thematic}?locale=${locale}`, learnerWho.headers, {
        transmission_type: "manual",
        ...setup,
        question_count: 5,
      });
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toContain(message);
      expect(none.json().errors.never_repeat_questions[0]).toContain(message);
    }
    // Without the option, the same setup draws again.
    const again = await start(
      "thematic",
      { ...setup, never_repeat_questions: false, question_count: 5 },
      learnerWho.headers,
    );
    expect(again.data.questions).toHaveLength(5);
  });

  it("weak areas: a clear message without history, then the coach's choice", async () => {
    const newcomer = await learner(t, { premiumDays: 14 });
    for (const [locale, message] of [
      ["en", "You have not answered enough questions yet"],
      ["pt", "Ainda não respondeu a perguntas suficientes"],
    ]) {
      const none = await post(`${START.weakAreas}?locale=${locale}`, newcomer.headers, {
        transmission_type: "manual",
      });
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toContain(message);
    }

    // A category test in speed limits with five misses, then a weak-area practice.
    const thematic = await start(
      "thematic",
      { category_id: "speedLimits", question_count: 10 },
      newcomer.headers,
    );
    const key = await answerKey(t.database, thematic.data.session_id);
    const given = answersFrom(key, { wrong: 5 });
    await post(SUBMIT.thematic, newcomer.headers, {
      session_id: thematic.data.session_id,
      answers: given,
    });

    const { raw, data } = await start("weakAreas", {}, newcomer.headers);
    await expectNoKey(raw, data.session_id);
    expect(data.type).toBe("weakAreas");
    expect(data.questions).toHaveLength(15);
    const ids: string[] = data.questions.map((q: { id: string }) => q.id);
    expect(new Set(ids).size).toBe(15);
    // Questions reviewed a moment ago (their answer was just shown) are remembered now: the coach
    // spends the practice on what would otherwise be wrong in an exam today.
    expect(ids.filter((id) => id in given)).toEqual([]);
    // The coach's most valuable questions (unseen ones of one category tie, so compare categories).
    const picks = await createCoachService(createCoachRepo(t.database.db), {
      db: t.database.db,
    }).practice(newcomer.id, "manual", 15, () => 0.5);
    const categories = await categoryOf([...ids, ...(picks ?? [])]);
    const categoriesOf = (list: readonly string[]) =>
      list.map((id) => categories.get(id)?.category).sort();
    expect(categoriesOf(ids)).toEqual(categoriesOf(picks ?? []));
  });
});

describe("submitting", () => {
  it("scores on the server: at most 3 mistakes pass, and a blank is a mistake in the exam", async () => {
    const passed = await start("fullExam");
    const key = await answerKey(t.database, passed.data.session_id);
    const result = await post(SUBMIT.fullExam, premium.headers, {
      session_id: passed.data.session_id,
      answers: answersFrom(key, { wrong: 3 }),
    });
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toMatchObject({
      session_id: passed.data.session_id,
      type: "fullExam",
      status: "completed",
      score: {
        total: 30,
        answered: 30,
        correct: 27,
        mistakes: 3,
        unanswered: 0,
        percentage: 90,
        passed: true,
        max_mistakes: 3,
      },
    });

    const failed = await start("fullExam");
    const failedKey = await answerKey(t.database, failed.data.session_id);
    const second = await post(SUBMIT.fullExam, premium.headers, {
      session_id: failed.data.session_id,
      answers: answersFrom(failedKey, { wrong: 2, blank: 2 }),
    });
    expect(second.json().data.score).toMatchObject({
      answered: 28,
      correct: 26,
      mistakes: 4,
      unanswered: 2,
      passed: false,
    });
  });

  it("practice is shown, not judged; a category test allows 10% wrong", async () => {
    const quick = await start("quickPractice");
    const quickResult = await post(SUBMIT.quickPractice, premium.headers, {
      session_id: quick.data.session_id,
      answers: answersFrom(await answerKey(t.database, quick.data.session_id), { wrong: 8 }),
    });
    expect(quickResult.json().data.score).toMatchObject({
      correct: 2,
      passed: null,
      max_mistakes: null,
    });

    const thematic = await start("thematic", { category_id: "parkingRules", question_count: 20 });
    const thematicKey = await answerKey(t.database, thematic.data.session_id);
    const twoWrong = await post(SUBMIT.thematic, premium.headers, {
      session_id: thematic.data.session_id,
      answers: answersFrom(thematicKey, { wrong: 2 }),
    });
    expect(twoWrong.json().data.score).toMatchObject({
      mistakes: 2,
      passed: true,
      max_mistakes: 2,
    });
  });

  it("answers the first result to a second submit and never counts twice", async () => {
    const someone = await learner(t, { premiumDays: 14 });
    const { data } = await start("fullExam", {}, someone.headers);
    const key = await answerKey(t.database, data.session_id);
    const first = await post(SUBMIT.fullExam, someone.headers, {
      session_id: data.session_id,
      answers: answersFrom(key),
    });
    const after = await statsOf(someone.id);
    expect(after.answers).toBe(30);
    expect(after.questions.every((q) => q.attempts === 1 && q.lastCorrect)).toBe(true);
    expect(after.categories.reduce((sum, c) => sum + c.answered, 0)).toBe(30);

    const again = await post(SUBMIT.fullExam, someone.headers, {
      session_id: data.session_id,
      answers: answersFrom(key, { wrong: 30 }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await statsOf(someone.id)).toEqual(after);
  });

  it("lets only one of two simultaneous submits count", async () => {
    const someone = await learner(t, { premiumDays: 14 });
    const { data } = await start("quickPractice", {}, someone.headers);
    const key = await answerKey(t.database, data.session_id);
    const results = await Promise.all(
      [0, 5].map((wrong) =>
        post(SUBMIT.quickPractice, someone.headers, {
          session_id: data.session_id,
          answers: answersFrom(key, { wrong }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[0]?.json()).toEqual(results[1]?.json());
    const stats = await statsOf(someone.id);
    expect(stats.answers).toBe(10);
    expect(stats.questions.every((q) => q.attempts === 1)).toBe(true);
  });

  it("refuses answers outside the snapshot and letters that were not shown (422)", async () => {
    const { data } = await start("quickPractice");
    const threeOptions = data.questions.find(
      (q: { options: object }) => Object.keys(q.options).length < 4,
    );
    const answersGiven: Record<string, string> = { "zz-999": "A", [data.questions[0].id]: "B" };
    if (threeOptions) answersGiven[threeOptions.id] = "D";
    const response = await post(`${SUBMIT.quickPractice}?locale=en`, premium.headers, {
      session_id: data.session_id,
      answers: answersGiven,
    });
    expect(response.statusCode).toBe(422);
    const expected: Record<string, string[]> = {
      "answers.zz-999": ["This question is not part of this session."],
    };
    if (threeOptions)
      expected[`answers.${threeOptions.id}`] = ["This question has no such option."];
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", errors: expected });

    const letter = await post(SUBMIT.quickPractice, premium.headers, {
      session_id: data.session_id,
      answers: { [data.questions[0].id]: "E" },
    });
    expect(letter.statusCode).toBe(422);
    expect(letter.json().errors[`answers.${data.questions[0].id}`]).toEqual([
      "Escolha uma das letras A, B, C ou D.",
    ]);
    const malformed = await post(`${SUBMIT.quickPractice}?locale=en`, premium.headers, {
      session_id: "not-a-session",
      answers: "A",
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({
      session_id: ["Invalid session ID."],
      answers: ["Answers must give, for each question, the letter chosen."],
    });
    // Nothing was recorded by the refused submits.
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, data.session_id));
    expect(row?.status).toBe("in_progress");
  });

  it("answers 404 Session not found for an unknown id, another mode's endpoint, or another learner", async () => {
    const { data } = await start("quickPractice");
    const other = await learner(t, { premiumDays: 14 });
    const attempts = [
      post(`${SUBMIT.quickPractice}?locale=en`, premium.headers, {
        session_id: crypto.randomUUID(),
        answers: {},
      }),
      post(`${SUBMIT.fullExam}?locale=en`, premium.headers, {
        session_id: data.session_id,
        answers: {},
      }),
      post(`${SUBMIT.quickPractice}?locale=en`, other.headers, {
        session_id: data.session_id,
        answers: {},
      }),
      get(`/api/v1/exams/${data.session_id}?locale=en`, other.headers),
      get(`/api/v1/exams/${data.session_id}/review?locale=en`, other.headers),
      patch(`/api/v1/sessions/${data.session_id}/answers?locale=en`, other.headers, {
        answers: {},
      }),
      post(`/api/v1/sessions/${data.session_id}/exit?locale=en`, other.headers),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Session not found.");
    }
    const pt = await get(`/api/v1/exams/${crypto.randomUUID()}`, premium.headers);
    expect(pt.json().message).toBe("Sessão não encontrada.");
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, data.session_id));
    expect(row?.status).toBe("in_progress");
  });
});

describe("saving answers and the deadline", () => {
  it("keeps saved answers for resuming, without ever showing the key", async () => {
    const { data } = await start("fullExam");
    const [first, second] = data.questions;
    const saved = await patch(`/api/v1/sessions/${data.session_id}/answers`, premium.headers, {
      answers: { [first.id]: "A", [second.id]: "B" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.saved_answers).toEqual({ [first.id]: "A", [second.id]: "B" });
    await patch(`/api/v1/sessions/${data.session_id}/answers`, premium.headers, {
      answers: { [second.id]: "C" },
    });

    const resumed = await get(`/api/v1/exams/${data.session_id}`, premium.headers);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({
      status: "in_progress",
      saved_answers: { [first.id]: "A", [second.id]: "C" },
      review: null,
      score: null,
      deadline_at: data.deadline_at,
    });
    expect(resumed.json().data.questions).toEqual(data.questions);
    await expectNoKey(resumed.body, data.session_id);

    const notShown = await patch(
      `/api/v1/sessions/${data.session_id}/answers?locale=en`,
      premium.headers,
      {
        answers: { "zz-1": "A" },
      },
    );
    expect(notShown.statusCode).toBe(422);
    expect(notShown.json().errors).toEqual({
      "answers.zz-1": ["This question is not part of this session."],
    });
  });

  it("after the deadline counts only what was saved in time, blanks as mistakes", async () => {
    const { data } = await start("fullExam");
    const key = await answerKey(t.database, data.session_id);
    const ids = Object.keys(key);
    const early = Object.fromEntries(ids.slice(0, 5).map((id) => [id, key[id] as string]));
    await patch(`/api/v1/sessions/${data.session_id}/answers`, premium.headers, { answers: early });
    // The exam began 40 minutes ago; the five answers reached us 20 minutes in, and a sixth one
    // (somehow) a minute after the deadline.
    const { db } = t.database;
    const now = Date.now();
    const [row] = await db.select().from(sessions).where(eq(sessions.id, data.session_id));
    const savedAnswers = Object.fromEntries(
      Object.entries(row?.answers ?? {}).map(([id, a]) => [id, { ...a, at: now - 20 * 60_000 }]),
    );
    savedAnswers[ids[5] as string] = { l: key[ids[5] as string] as string, at: now - 9 * 60_000 };
    await db
      .update(sessions)
      .set({
        startedAt: new Date(now - 40 * 60_000),
        deadlineAt: new Date(now - 10 * 60_000),
        answers: savedAnswers,
      })
      .where(eq(sessions.id, data.session_id));

    const tooLate = await patch(
      `/api/v1/sessions/${data.session_id}/answers?locale=en`,
      premium.headers,
      {
        answers: { [ids[6] as string]: "A" },
      },
    );
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().message).toBe(
      "Time is up for this exam: only the answers saved in time count.",
    );

    const result = await post(SUBMIT.fullExam, premium.headers, {
      session_id: data.session_id,
      answers: answersFrom(key),
    });
    expect(result.json().data.score).toMatchObject({
      answered: 5,
      correct: 5,
      unanswered: 25,
      mistakes: 25,
      passed: false,
      duration_seconds: EXAM.fullDurationSeconds,
    });
    const review = (await get(`/api/v1/exams/${data.session_id}`, premium.headers)).json().data
      .review;
    expect(
      review.filter((r: { user_answer: string | null }) => r.user_answer !== null),
    ).toHaveLength(5);
  });

  it("still counts a submit arriving within the grace seconds after the deadline", async () => {
    const { data } = await start("fullExam");
    await t.database.db
      .update(sessions)
      .set({ deadlineAt: new Date(Date.now() - 2000) })
      .where(eq(sessions.id, data.session_id));
    const key = await answerKey(t.database, data.session_id);
    const result = await post(SUBMIT.fullExam, premium.headers, {
      session_id: data.session_id,
      answers: answersFrom(key),
    });
    expect(result.json().data.score).toMatchObject({ correct: 30, passed: true });
  });
});

describe("exiting early", () => {
  it("keeps and records what was answered, unjudged, and offers its review", async () => {
    const someone = await learner(t, { premiumDays: 14 });
    const { data } = await start("quickPractice", {}, someone.headers);
    const key = await answerKey(t.database, data.session_id);
    const [a, b, c] = Object.keys(key) as [string, string, string];
    await patch(`/api/v1/sessions/${data.session_id}/answers`, someone.headers, {
      answers: { [a]: key[a] },
    });
    const exited = await post(`/api/v1/sessions/${data.session_id}/exit`, someone.headers, {
      answers: { [b]: key[b], [c]: wrongLetter(key[c] as string) },
    });
    expect(exited.statusCode).toBe(200);
    expect(exited.json().data).toMatchObject({
      status: "exited",
      score: { total: 10, answered: 3, correct: 2, mistakes: 1, unanswered: 7, passed: null },
    });
    const stats = await statsOf(someone.id);
    expect(stats.answers).toBe(3);
    expect(stats.categories.reduce((sum, x) => sum + x.correct, 0)).toBe(2);

    // Exiting again, or submitting afterwards, changes nothing.
    const again = await post(`/api/v1/sessions/${data.session_id}/exit`, someone.headers);
    expect(again.json()).toEqual(exited.json());
    const submit = await post(SUBMIT.quickPractice, someone.headers, {
      session_id: data.session_id,
      answers: answersFrom(key),
    });
    expect(submit.json()).toEqual(exited.json());
    expect((await statsOf(someone.id)).answers).toBe(3);

    const detail = (await get(`/api/v1/exams/${data.session_id}`, someone.headers)).json().data;
    expect(detail.status).toBe("exited");
    expect(detail.review).toHaveLength(10);
    expect(
      detail.review.filter((r: { user_answer: string | null }) => r.user_answer === null),
    ).toHaveLength(7);

    const late = await patch(
      `/api/v1/sessions/${data.session_id}/answers?locale=en`,
      someone.headers,
      {
        answers: { [a]: "A" },
      },
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe("This session has already ended.");
  });
});

describe("statistics", () => {
  it("roll up per question and per category, attempt after attempt", async () => {
    const someone = await learner(t, { premiumDays: 14 });
    const setup = { category_id: "weatherConditions", difficulty: "hard" };
    const first = await start("thematic", { ...setup, question_count: 5 }, someone.headers);
    const key = await answerKey(t.database, first.data.session_id);
    const [wrongOne, slowOne] = Object.keys(key) as [string, string];
    const badTime = await post(`${SUBMIT.thematic}?locale=en`, someone.headers, {
      session_id: first.data.session_id,
      answers: answersFrom(key, { wrong: 1 }),
      time_ms: { [wrongOne]: -5 },
    });
    expect(badTime.statusCode).toBe(422);
    expect(badTime.json().errors[`time_ms.${wrongOne}`]).toEqual([
      "Answer times must be milliseconds (whole numbers, not negative).",
    ]);
    await post(SUBMIT.thematic, someone.headers, {
      session_id: first.data.session_id,
      answers: answersFrom(key, { wrong: 1 }),
      time_ms: { [wrongOne]: 12_345, [slowOne]: 7_200_000 },
    });
    const stats = await statsOf(someone.id);
    expect(stats.categories).toEqual([
      expect.objectContaining({ categoryId: "weatherConditions", answered: 5, correct: 4 }),
    ]);
    expect(stats.questions.find((q) => q.questionId === wrongOne)).toMatchObject({
      attempts: 1,
      correctCount: 0,
      lastCorrect: false,
    });
    const times = await t.database.db
      .select({ questionId: answers.questionId, timeMs: answers.timeMs, chosen: answers.chosen })
      .from(answers)
      .where(eq(answers.sessionId, first.data.session_id));
    expect(times).toHaveLength(5);
    expect(times.find((a) => a.questionId === wrongOne)?.timeMs).toBe(12_345);
    expect(times.find((a) => a.questionId === slowOne)?.timeMs).toBe(3_600_000);

    // A second category test over every hard weather question answers those five again, right.
    const pool = await t.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          eq(questions.categoryId, "weatherConditions"),
          eq(questions.difficulty, "hard"),
          isNull(questions.retiredAt),
          inArray(questions.transmission, ["common", "manual"]),
        ),
      );
    const everyOne = pool.length;
    const second = await start("thematic", { ...setup, question_count: everyOne }, someone.headers);
    const secondKey = await answerKey(t.database, second.data.session_id);
    await post(SUBMIT.thematic, someone.headers, {
      session_id: second.data.session_id,
      answers: secondKey,
    });
    const again = await statsOf(someone.id);
    expect(again.categories).toEqual([
      expect.objectContaining({ answered: 5 + everyOne, correct: 4 + everyOne }),
    ]);
    const repeated = again.questions.filter(
      (q) => q.questionId in key && q.questionId in secondKey,
    );
    for (const question of repeated) {
      expect(question).toMatchObject({ attempts: 2, lastCorrect: true });
    }
    if (Object.keys(secondKey).includes(wrongOne)) {
      expect(again.questions.find((q) => q.questionId === wrongOne)?.correctCount).toBe(1);
    }

    const byCategory = await get("/api/v1/categories/statistics", someone.headers);
    expect(byCategory.statusCode).toBe(200);
    const rows = byCategory.json().data;
    expect(rows).toHaveLength(9);
    expect(
      rows.find((r: { category_id: string }) => r.category_id === "weatherConditions"),
    ).toMatchObject({
      answered: 5 + everyOne,
      correct: 4 + everyOne,
      accuracy: Math.round(((4 + everyOne) / (5 + everyOne)) * 100),
    });
    expect(rows.find((r: { category_id: string }) => r.category_id === "trafficSigns")).toEqual({
      category_id: "trafficSigns",
      answered: 0,
      correct: 0,
      accuracy: null,
      last_answered_at: null,
    });
  });
});

describe("history and review", () => {
  it("lists full exams and practice apart, newest first, paged", async () => {
    const someone = await learner(t, { premiumDays: 14 });
    const exams = [];
    for (let i = 0; i < 3; i++) exams.push((await start("fullExam", {}, someone.headers)).data);
    const quick = (await start("quickPractice", {}, someone.headers)).data;
    await start("thematic", { category_id: "priorityRules" }, someone.headers);
    await post(SUBMIT.fullExam, someone.headers, {
      session_id: exams[0].session_id,
      answers: answersFrom(await answerKey(t.database, exams[0].session_id)),
    });
    await post(`/api/v1/sessions/${quick.session_id}/exit`, someone.headers);

    const page1 = (await get("/api/v1/exams/history?per_page=2", someone.headers)).json();
    expect(page1.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(page1.data.map((s: { session_id: string }) => s.session_id)).toEqual([
      exams[2].session_id,
      exams[1].session_id,
    ]);
    const page2 = (await get("/api/v1/exams/history?per_page=2&page=2", someone.headers)).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0]).toMatchObject({
      session_id: exams[0].session_id,
      type: "fullExam",
      status: "completed",
      transmission_type: "manual",
      category_id: null,
      question_count: 30,
      score: { correct: 30, passed: true },
      finished_at: expect.any(String),
    });
    const beyond = (await get("/api/v1/exams/history?page=9", someone.headers)).json();
    expect(beyond).toEqual({
      data: [],
      meta: { current_page: 9, per_page: 20, total: 3, last_page: 1 },
    });

    const practice = (await get("/api/v1/practice/history", someone.headers)).json();
    expect(practice.data.map((s: { type: string; status: string }) => [s.type, s.status])).toEqual([
      ["thematic", "in_progress"],
      ["quickPractice", "exited"],
    ]);
    expect(practice.data[0]).toMatchObject({ category_id: "priorityRules", score: null });

    const empty = (await get("/api/v1/practice/history", (await learner(t)).headers)).json();
    expect(empty).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
    });
  });

  it("reviews a finished session in the learner's language: answer, key, explanation, reference", async () => {
    const { data } = await start("fullExam");
    const key = await answerKey(t.database, data.session_id);
    const given = answersFrom(key, { wrong: 2, blank: 1 });
    await post(SUBMIT.fullExam, premium.headers, { session_id: data.session_id, answers: given });

    for (const path of [
      `/api/v1/exams/${data.session_id}`,
      `/api/v1/exams/${data.session_id}/review`,
    ]) {
      const response = await get(`${path}?locale=en`, premium.headers);
      expect(response.statusCode).toBe(200);
      const detail = response.json().data;
      expect(detail).toMatchObject({
        status: "completed",
        questions: null,
        saved_answers: null,
        score: { correct: 27, mistakes: 3, unanswered: 1, passed: true },
      });
      expect(detail.review).toHaveLength(30);
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, data.session_id));
      for (const [index, item] of detail.review.entries()) {
        const frozen = row?.items[index];
        const [version] = await t.database.db
          .select()
          .from(questionVersions)
          .where(
            and(
              eq(questionVersions.questionId, frozen?.q ?? ""),
              eq(questionVersions.version, frozen?.v ?? 0),
            ),
          );
        expect(item.id).toBe(data.questions[index].id);
        expect(item.text).toBe(version?.en.text);
        expect(Object.values(item.options)).toEqual(
          [...(frozen?.o ?? "")].map((written) => version?.en.options[written]),
        );
        expect(item.correct_answer).toBe(key[item.id]);
        expect(item.user_answer).toBe(given[item.id] ?? null);
        expect(item.is_correct).toBe(given[item.id] === key[item.id]);
        expect(item.explanation).toBe(version?.en.explanation);
        expect(item.reference).toBe(version?.reference);
        // When it was last checked against the law: the question's own date in content/.
        expect(item.reviewed).toBe(reviewedOn.get(item.id));
        expect(item.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (version?.illustration) {
          expect(item.image_url).toBe(`/media/illustrations/${version.illustration}.svg`);
        }
      }
    }
  });

  it("has no review for a running session, and says why for a bad or unknown id", async () => {
    const { data } = await start("quickPractice");
    for (const [locale, notCompleted, invalidId, notFound] of [
      ["en", "This session is not completed yet.", "Invalid session ID.", "Session not found."],
      [
        "pt",
        "Esta sessão ainda não está concluída.",
        "ID de sessão inválido.",
        "Sessão não encontrada.",
      ],
    ] as const) {
      const running = await get(
        `/api/v1/exams/${data.session_id}/review?locale=${locale}`,
        premium.headers,
      );
      expect(running.statusCode).toBe(422);
      expect(running.json()).toMatchObject({
        message: notCompleted,
        errors: { id: [notCompleted] },
      });
      const malformed = await get(`/api/v1/exams/12345?locale=${locale}`, premium.headers);
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors).toEqual({ id: [invalidId] });
      const unknown = await get(
        `/api/v1/exams/${crypto.randomUUID()}/review?locale=${locale}`,
        premium.headers,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(notFound);
    }
  });
});

describe("several server processes", () => {
  /** A server process of its own on the same database: repository and question cache. */
  function serverProcess() {
    return sessionsService();
  }
  const fullExam = (userId: string) =>
    ({ type: "fullExam", userId, transmission: "manual", locale: "pt" }) as const;
  const given = (answers: Record<string, string>) => ({
    answers: new Map(Object.entries(answers)),
  });
  const split = (key: Record<string, string>, at: number) => {
    const entries = Object.entries(key);
    return [Object.fromEntries(entries.slice(0, at)), Object.fromEntries(entries.slice(at))];
  };

  it("ends a session this process started, scored and recorded", async () => {
    const server = serverProcess();
    const someone = await learner(t, { premiumDays: 14 });
    const started = await server.start(fullExam(someone.id));
    const key = await answerKey(t.database, started.session_id);
    const result = await server.submit(
      "fullExam",
      someone.id,
      started.session_id,
      given(answersFrom(key, { wrong: 4 })),
    );
    expect(result.score).toMatchObject({ answered: 30, correct: 26, mistakes: 4, passed: false });
    expect((await statsOf(someone.id)).answers).toBe(30);
  });

  it("refuses another learner and another mode, and the owner still submits", async () => {
    const server = serverProcess();
    const [owner, other] = [await learner(t), await learner(t)];
    const started = await server.start(fullExam(owner.id));
    const key = await answerKey(t.database, started.session_id);
    await expect(
      server.submit("fullExam", other.id, started.session_id, given(key)),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      server.submit("quickPractice", owner.id, started.session_id, given(key)),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const result = await server.submit("fullExam", owner.id, started.session_id, given(key));
    expect(result.score).toMatchObject({ correct: 30, passed: true });
  });

  it("counts the answers it saved and those that come with the submit", async () => {
    const server = serverProcess();
    const someone = await learner(t, { premiumDays: 14 });
    const started = await server.start(fullExam(someone.id));
    const [early, rest] = split(await answerKey(t.database, started.session_id), 5);
    await server.saveAnswers(someone.id, started.session_id, given(early ?? {}));
    const result = await server.submit(
      "fullExam",
      someone.id,
      started.session_id,
      given(rest ?? {}),
    );
    expect(result.score).toMatchObject({ answered: 30, correct: 30, passed: true });
  });

  it("counts what another process saved since", async () => {
    const [here, there] = [serverProcess(), serverProcess()];
    const someone = await learner(t, { premiumDays: 14 });
    const started = await here.start(fullExam(someone.id));
    const [early, rest] = split(await answerKey(t.database, started.session_id), 5);
    await there.saveAnswers(someone.id, started.session_id, given(early ?? {}));
    const result = await here.submit("fullExam", someone.id, started.session_id, given(rest ?? {}));
    expect(result.score).toMatchObject({ answered: 30, correct: 30, mistakes: 0, passed: true });
  });

  it("answers the first result when another process ended the session, counted once", async () => {
    const [here, there] = [serverProcess(), serverProcess()];
    const someone = await learner(t, { premiumDays: 14 });
    const started = await here.start(fullExam(someone.id));
    const key = await answerKey(t.database, started.session_id);
    const first = await there.submit("fullExam", someone.id, started.session_id, given(key));
    const again = await here.submit(
      "fullExam",
      someone.id,
      started.session_id,
      given(answersFrom(key, { wrong: 30 })),
    );
    expect(again).toEqual(first);
    expect(again.score).toMatchObject({ correct: 30, passed: true });
    expect((await statsOf(someone.id)).answers).toBe(30);
  });

  it("answers 404 when the session was deleted meanwhile (a reset or a closed account)", async () => {
    const server = serverProcess();
    const someone = await learner(t, { premiumDays: 14 });
    const started = await server.start(fullExam(someone.id));
    const key = await answerKey(t.database, started.session_id);
    await t.database.db.delete(sessions).where(eq(sessions.id, started.session_id));
    await expect(
      server.submit("fullExam", someone.id, started.session_id, given(key)),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await statsOf(someone.id)).answers).toBe(0);
  });
});

describe("bank changes", () => {
  it("a new question version reaches new sessions; earlier sessions keep theirs", async () => {
    const { data } = await start("thematic", { category_id: "speedLimits", question_count: 5 });
    const target = data.questions[0];
    const [current] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, target.id));
    const [version] = await t.database.db
      .select()
      .from(questionVersions)
      .where(
        and(
          eq(questionVersions.questionId, target.id),
          eq(questionVersions.version, current?.currentVersion ?? 0),
        ),
      );
    if (!current || !version) throw new Error("question missing");
    const newText = `${version.pt.text} (revista)`;
    await t.database.db.insert(questionVersions).values({
      ...version,
      version: current.currentVersion + 1,
      contentHash: `${version.contentHash}-2`,
      pt: { ...version.pt, text: newText },
      createdAt: new Date(),
    });
    await t.database.db
      .update(questions)
      .set({ currentVersion: current.currentVersion + 1 })
      .where(eq(questions.id, target.id));

    // Category tests of all 50-odd speed questions draw the new version.
    const count = Math.min(
      40,
      (
        await t.database.db
          .select({ id: questions.id })
          .from(questions)
          .where(and(eq(questions.categoryId, "speedLimits"), isNull(questions.retiredAt)))
      ).length,
    );
    let seen = false;
    // Each draw shows the target with a chance of count / pool size (40 of 114 today).
    for (let i = 0; i < 60 && !seen; i++) {
      const later = await start("thematic", { category_id: "speedLimits", question_count: count });
      const shown = later.data.questions.find((q: { id: string }) => q.id === target.id);
      if (shown) {
        expect(shown.text).toBe(newText);
        seen = true;
      }
    }
    expect(seen).toBe(true);

    const resumed = (await get(`/api/v1/exams/${data.session_id}`, premium.headers)).json().data;
    expect(resumed.questions[0].text).toBe(version.pt.text);
    await post(SUBMIT.thematic, premium.headers, { session_id: data.session_id, answers: {} });
    const review = (await get(`/api/v1/exams/${data.session_id}`, premium.headers)).json().data
      .review;
    expect(review[0].text).toBe(version.pt.text);
    // The date the question was checked is of its new text, not of the one answered.
    expect(review[0].reviewed).toBeNull();
  });
});
