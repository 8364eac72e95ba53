import { seededRandom } from "@cc/domain/random";
import { describe, expect, it } from "vitest";
import { drawPractice, markPractice, outboxEntry, shownOptions } from "./offline-practice-model";

const question = (n: number) => ({
  id: `q${n}`,
  version: 1,
  category_id: "signs",
  text: `Question ${n}`,
  options: { A: `right ${n}`, B: `wrong ${n}`, C: `other ${n}` },
  correct_answer: "A",
  explanation: "Because.",
  reference: "art. 1.º",
  image_url: null,
  image_alt: null,
});
const pack = { transmission_type: "manual" as const, questions: [1, 2, 3, 4, 5].map(question) };

describe("offline practice on the device", () => {
  const practice = drawPractice(pack, seededRandom(7), "id-1", new Date("2026-01-01T10:00:00Z"), 3);

  it("draws distinct questions with their options in a shuffled order", () => {
    expect(practice.items).toHaveLength(3);
    expect(new Set(practice.items.map((i) => i.question.id)).size).toBe(3);
    for (const item of practice.items) expect([...item.order].sort().join("")).toBe("ABC");
  });

  it("marks the shown letters against the written key, as the server does", () => {
    const rightShown = (i: number) => {
      const item = practice.items[i];
      if (!item) throw new Error("no item");
      return shownOptions(item).find((o) => o.text.startsWith("right"))?.letter ?? "";
    };
    const wrongShown = shownOptions(practice.items[1] as never).find((o) =>
      o.text.startsWith("wrong"),
    )?.letter;
    const answers = new Map([
      [practice.items[0]?.question.id ?? "", rightShown(0)],
      [practice.items[1]?.question.id ?? "", wrongShown ?? ""],
    ]);
    const result = markPractice(practice, answers);
    expect(result).toMatchObject({ total: 3, correct: 1, mistakes: 2, unanswered: 1 });
  });

  it("writes the outbox entry with order, blanks as null and the client id", () => {
    const first = practice.items[0];
    const entry = outboxEntry(
      practice,
      new Map([[first?.question.id ?? "", { letter: "B", at: "2026-01-01T10:01:00Z", ms: 900 }]]),
      new Date("2026-01-01T10:05:00Z"),
    );
    expect(entry.client_id).toBe("id-1");
    expect(entry.answers[0]).toMatchObject({ answer: "B", order: first?.order, time_ms: 900 });
    expect(entry.answers[1]).toMatchObject({
      answer: null,
      answered_at: "2026-01-01T10:05:00.000Z",
    });
  });
});
