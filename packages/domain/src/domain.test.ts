import { describe, expect, it } from "vitest";
import { drawByQuota, drawChosen, drawSpread, type PoolQuestion } from "./assemble";
import { blueprintTotal, FULL_EXAM_BLUEPRINT } from "./blueprint";
import { MODES } from "./modes";
import { seededRandom, shuffle } from "./random";
import { answersInTime, displayedLetter, score, writtenLetter } from "./scoring";

function pool(perCategory: Record<string, number>): PoolQuestion[] {
  return Object.entries(perCategory).flatMap(([categoryId, n]) =>
    Array.from({ length: n }, (_, i) => ({
      questionId: `${categoryId}-${i}`,
      version: 1,
      categoryId,
      difficulty: "easy",
      letters: ["A", "B", "C", "D"],
    })),
  );
}

const counts = (ids: string[]) =>
  ids.reduce<Record<string, number>>((acc, id) => {
    const category = id.split("-")[0] as string;
    acc[category] = (acc[category] ?? 0) + 1;
    return acc;
  }, {});

describe("seeded randomness", () => {
  it("repeats exactly for the same seed and differs for another", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom(43))).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it("shuffles into a permutation", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = shuffle(items, seededRandom(1));
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});

describe("drawing a full exam", () => {
  const full = pool(Object.fromEntries(Object.keys(FULL_EXAM_BLUEPRINT).map((c) => [c, 20])));

  it("follows the blueprint: 30 different questions, each category its share", () => {
    expect(blueprintTotal(FULL_EXAM_BLUEPRINT)).toBe(30);
    const { items, shortBy } = drawByQuota(full, FULL_EXAM_BLUEPRINT, 30, seededRandom(7));
    expect(shortBy).toBe(0);
    expect(new Set(items.map((i) => i.questionId)).size).toBe(30);
    expect(counts(items.map((i) => i.questionId))).toEqual(FULL_EXAM_BLUEPRINT);
  });

  it("is reproducible from its seed, options shuffled too", () => {
    const a = drawByQuota(full, FULL_EXAM_BLUEPRINT, 30, seededRandom(99)).items;
    const b = drawByQuota(full, FULL_EXAM_BLUEPRINT, 30, seededRandom(99)).items;
    expect(a).toEqual(b);
    expect(a.some((item) => item.order !== "ABCD")).toBe(true);
    for (const item of a) expect([...item.order].sort()).toEqual(["A", "B", "C", "D"]);
  });

  it("draws again and again from one pool without changing it", () => {
    const before = full.map((c) => c.questionId);
    const first = drawByQuota(full, FULL_EXAM_BLUEPRINT, 30, seededRandom(5)).items;
    for (let seed = 0; seed < 200; seed++) {
      const { items } = drawByQuota(full, FULL_EXAM_BLUEPRINT, 30, seededRandom(seed));
      expect(new Set(items.map((i) => i.questionId)).size).toBe(30);
    }
    expect(drawByQuota(full, FULL_EXAM_BLUEPRINT, 30, seededRandom(5)).items).toEqual(first);
    expect(full.map((c) => c.questionId)).toEqual(before);
  });

  it("gives every question of a category the same chance", () => {
    const eight = pool({ trafficSigns: 8 });
    const times = new Map<string, number>();
    for (let seed = 0; seed < 4000; seed++) {
      for (const item of drawByQuota(eight, { trafficSigns: 2 }, 2, seededRandom(seed)).items) {
        times.set(item.questionId, (times.get(item.questionId) ?? 0) + 1);
      }
    }
    // Each is drawn in a quarter of the draws: 1,000 times, give or take about 30.
    expect(times.size).toBe(8);
    for (const count of times.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it("fills a short category's places from the others, and says when the pool runs out", () => {
    const thin = pool({
      ...Object.fromEntries(Object.keys(FULL_EXAM_BLUEPRINT).map((c) => [c, 20])),
      trafficSigns: 2,
    });
    const drawn = drawByQuota(thin, FULL_EXAM_BLUEPRINT, 30, seededRandom(3));
    expect(drawn.items).toHaveLength(30);
    expect(counts(drawn.items.map((i) => i.questionId)).trafficSigns).toBe(2);
    const tiny = drawByQuota(pool({ trafficSigns: 5 }), FULL_EXAM_BLUEPRINT, 30, seededRandom(3));
    expect(tiny).toMatchObject({ shortBy: 25 });
  });
});

describe("other draws", () => {
  it("spreads practice over the categories present", () => {
    const { items } = drawSpread(pool({ a: 10, b: 10 }), 10, seededRandom(5));
    expect(counts(items.map((i) => i.questionId))).toEqual({ a: 5, b: 5 });
  });

  it("a chosen draw keeps the first chosen questions found, each once", () => {
    const candidates = pool({ a: 5, b: 5 });
    const { items, shortBy } = drawChosen(
      candidates,
      ["b-2", "gone", "a-4", "b-0", "a-1"],
      3,
      seededRandom(11),
    );
    expect(items.map((i) => i.questionId).sort()).toEqual(["a-4", "b-0", "b-2"]);
    expect(shortBy).toBe(0);
    expect(drawChosen(candidates, ["a-1"], 3, seededRandom(1)).shortBy).toBe(2);
  });
});

describe("scoring", () => {
  // Shown order C, A, B, D: the written right answer A is shown as "B".
  const item = (id: string) => ({
    questionId: id,
    version: 1,
    order: "CABD",
    correctWritten: "A",
  });
  const thirty = Array.from({ length: 30 }, (_, i) => item(`q${i}`));
  const answersWith = (wrong: number, blank: number) =>
    new Map(thirty.slice(0, 30 - blank).map((q, i) => [q.questionId, i < wrong ? "A" : "B"]));

  it("maps shown letters to written ones through the frozen order", () => {
    expect(displayedLetter(item("x"), "A")).toBe("B");
    expect(writtenLetter(item("x"), "A")).toBe("C");
    expect(writtenLetter(item("x"), "E")).toBeUndefined();
    // Fewer options than letters: the missing ones were never shown.
    expect(displayedLetter({ order: "CABD" }, "A")).toBe("B");
    expect(writtenLetter({ order: "CABD" }, "A")).toBe("C");
    expect(writtenLetter({ order: "CAB" }, "D")).toBeUndefined();
  });

  it("passes a full exam with at most 3 mistakes, blanks counting as mistakes", () => {
    expect(score(thirty, answersWith(3, 0), MODES.fullExam)).toMatchObject({
      correct: 27,
      mistakes: 3,
      passed: true,
      percentage: 90,
    });
    expect(score(thirty, answersWith(2, 2), MODES.fullExam)).toMatchObject({
      mistakes: 4,
      unanswered: 2,
      passed: false,
    });
  });

  it("does not count a blank as a mistake in the trial", () => {
    expect(score(thirty, answersWith(3, 2), MODES.trial)).toMatchObject({
      mistakes: 3,
      unanswered: 2,
      passed: true,
      percentage: 83,
    });
  });

  it("judges a category test by its share of wrong answers, and practice not at all", () => {
    const twenty = thirty.slice(0, 20);
    const answers = (wrong: number) =>
      new Map(twenty.map((q, i) => [q.questionId, i < wrong ? "C" : "B"]));
    expect(score(twenty, answers(2), MODES.thematic).passed).toBe(true);
    expect(score(twenty, answers(3), MODES.thematic).passed).toBe(false);
    expect(score(twenty, answers(20), MODES.quickPractice).passed).toBeNull();
  });

  it("after the deadline counts only the answers saved in time", () => {
    const deadline = new Date("2026-01-01T10:30:00Z");
    const at = (time: string) => new Date(`2026-01-01T${time}Z`);
    expect(
      answersInTime(
        [
          { questionId: "q1", letter: "A", at: at("10:10:00") },
          { questionId: "q1", letter: "B", at: at("10:29:59") },
          { questionId: "q2", letter: "C", at: at("10:31:00") },
          { questionId: "q1", letter: "D", at: at("10:30:01") },
        ],
        deadline,
      ),
    ).toEqual(new Map([["q1", "B"]]));
  });
});
