import { loadBank } from "@cc/content/load";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { learner } from "../../testing/sessions";

let t: TestApp;
let subscriber: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  subscriber = (await learner(t, { premiumDays: 30 })).headers;
});
afterAll(() => t.close());

const bank = loadBank();
/** As a learner with an active subscription (the question browser is part of practice). */
const get = (url: string) => t.app.inject({ method: "GET", url, headers: subscriber });

describe("categories", () => {
  it("lists the nine categories in order, localized, with counts per pool", async () => {
    const pt = (await get("/api/v1/categories")).json().data;
    const en = (await get("/api/v1/categories?locale=en")).json().data;
    expect(pt.map((c: { id: string }) => c.id)).toEqual(bank.categories.map((c) => c.id));
    expect(pt[0].name).toBe("Sinalização");
    expect(en[0].name).toBe("Traffic signs");
    const signs = bank.questions.filter((q) => q.category === "trafficSigns");
    expect(pt[0].question_count).toEqual({
      manual: signs.filter((q) => q.transmission !== "automatic").length,
      automatic: signs.filter((q) => q.transmission !== "manual").length,
    });
  });

  it("answers one category, and a clear error for an unknown one", async () => {
    expect((await get("/api/v1/categories/speedLimits?locale=en")).json().data.name).toBe(
      "Speed limits",
    );
    const unknown = await get("/api/v1/categories/nope?locale=en");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.id).toEqual(["Unknown category."]);
  });
});

describe("question browser", () => {
  it("is for learners with an active subscription", async () => {
    const guest = await t.app.inject({ method: "GET", url: "/api/v1/questions?locale=en" });
    expect(guest.statusCode).toBe(401);
    const free = (await learner(t)).headers;
    const noPass = await t.app.inject({
      method: "GET",
      url: "/api/v1/questions/ts-001",
      headers: free,
    });
    expect(noPass.statusCode).toBe(402);
    // Categories stay public: the landing page and the sign-up pitch show them.
    expect((await t.app.inject({ method: "GET", url: "/api/v1/categories" })).statusCode).toBe(200);
  });

  it("pages through active questions with Laravel-style meta", async () => {
    const body = (await get("/api/v1/questions?per_page=25&page=2")).json();
    expect(body.data).toHaveLength(25);
    expect(body.meta).toEqual({
      current_page: 2,
      per_page: 25,
      total: bank.questions.length,
      last_page: Math.ceil(bank.questions.length / 25),
    });
  });

  it("never sends the answer key or the explanation", async () => {
    const response = await get("/api/v1/questions?per_page=100");
    for (const question of response.json().data) {
      expect(Object.keys(question).sort()).toEqual([
        "category_id",
        "difficulty",
        "id",
        "image_alt",
        "image_url",
        "options",
        "text",
        "transmission",
      ]);
    }
    const first = bank.questions[0]!;
    const one = await get(`/api/v1/questions/${first.id}`);
    expect(one.body).not.toContain(first.pt.explanation);
    expect(one.body).not.toMatch(/"correct/);
  });

  it("filters by category, difficulty (including the spec's aliases), pool and words", async () => {
    const signsHard = (
      await get("/api/v1/questions?category=trafficSigns&difficulty=advanced&per_page=100")
    ).json();
    const expected = bank.questions.filter(
      (q) => q.category === "trafficSigns" && q.difficulty === "hard",
    );
    expect(signsHard.meta.total).toBe(expected.length);
    expect(signsHard.data.every((q: { difficulty: string }) => q.difficulty === "hard")).toBe(true);

    const manual = (await get("/api/v1/questions?transmission=manual&per_page=1")).json();
    expect(manual.meta.total).toBe(
      bank.questions.filter((q) => q.transmission !== "automatic").length,
    );

    const any = (await get("/api/v1/questions?difficulty=any&per_page=1")).json();
    expect(any.meta.total).toBe(bank.questions.length);

    const word = (
      await get(`/api/v1/questions?search=${encodeURIComponent("rotunda")}&per_page=100`)
    ).json();
    expect(word.meta.total).toBeGreaterThan(0);
    expect(word.data.every((q: { text: string }) => /rotunda/i.test(q.text))).toBe(true);
    // A % in the search is a character, not a wildcard.
    expect((await get("/api/v1/questions?search=%25%25%25")).json().meta.total).toBe(0);
  });

  it("speaks the learner's language", async () => {
    const q = bank.questions[0]!;
    expect((await get(`/api/v1/questions/${q.id}?locale=en`)).json().data.text).toBe(q.en.text);
    expect((await get(`/api/v1/questions/${q.id}`)).json().data.text).toBe(q.pt.text);
  });

  it("rejects bad filters with 422 and answers 404 for an unknown question", async () => {
    const bad = await get(
      "/api/v1/questions?difficulty=extreme&transmission=cvt&per_page=1000&locale=en",
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      "difficulty",
      "per_page",
      "transmission",
    ]);
    const missing = await get("/api/v1/questions/zz-999?locale=en");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Question not found.");
  });
});

describe("illustrations", () => {
  it("are served by content hash, cached for a year, and cannot run script", async () => {
    const illustrated = bank.questions.find((q) => q.illustration)!;
    const question = (await get(`/api/v1/questions/${illustrated.id}`)).json().data;
    expect(question.image_url).toBe(
      `/media/illustrations/${bank.illustrations.get(illustrated.illustration!)!.hash}.svg`,
    );
    expect(question.image_alt).toBe(illustrated.pt.alt);
    const drawing = await get(question.image_url);
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers["content-type"]).toContain("image/svg+xml");
    expect(drawing.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(drawing.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(drawing.body).toBe(bank.illustrations.get(illustrated.illustration!)!.svg);
    expect((await get(`/media/illustrations/${"0".repeat(64)}.svg`)).statusCode).toBe(404);
  });
});

describe("sign library drawings", () => {
  it("are all served, including signs no question uses yet", async () => {
    const unused = bank.signs.filter(
      (sign) => !bank.questions.some((q) => q.illustration === sign.drawing),
    );
    expect(unused.length).toBeGreaterThan(0);
    for (const sign of bank.signs) {
      const { hash, svg } = bank.illustrations.get(sign.drawing)!;
      const drawing = await t.app.inject({
        method: "GET",
        url: `/media/illustrations/${hash}.svg`,
      });
      expect(drawing.statusCode, sign.code).toBe(200);
      expect(drawing.body).toBe(svg);
    }
  });
});
