import { describe, expect, it } from "vitest";
import { notificationsAfter } from "./notifications";
import type { CategoryStatus, Readiness } from "./readiness";

const category = (categoryId: string, expectedMistakes: number, due = 0): CategoryStatus => ({
  categoryId,
  poolSize: 50,
  examQuestions: 4,
  answered: 10,
  recalledNow: 10 - due,
  dueForReview: due,
  ability: 0.6,
  expectedRight: 1 - expectedMistakes / 4,
  expectedMistakes,
});
const readiness = (score: number, categories: CategoryStatus[] = []): Readiness => ({
  score,
  probability: score / 100,
  low: score,
  high: score,
  answered: 100,
  examReady: score >= 90,
  categories,
});

describe("notifications after a session", () => {
  it("names the weakest category with its rate, and a milestone crossed", () => {
    const drafts = notificationsAfter({
      id: "s1",
      percentage: 80,
      before: readiness(45),
      after: readiness(52, [category("signs", 0.4), category("priority", 1.2)]),
    });
    expect(drafts.map((d) => d.eventKey)).toEqual([
      "milestone:50",
      "session:s1:weak_spot",
      "session:s1:improvement",
    ]);
    expect(drafts[1]).toMatchObject({
      type: "weak_spot",
      priority: "high",
      ctaAction: "practice_weak_area",
      data: { weak_category: "priority", weak_category_rate: 70, overall_score: 80 },
    });
  });

  it("sends learners at 90 to an exam, and recommends reviews when many are due", () => {
    const drafts = notificationsAfter({
      id: "s2",
      percentage: 97,
      before: readiness(88),
      after: readiness(91, [category("signs", 0.2, 25)]),
    });
    expect(drafts).toEqual([
      expect.objectContaining({ eventKey: "milestone:90", ctaAction: "take_exam" }),
      expect.objectContaining({ type: "recommendation", data: { due_reviews: 25, readiness: 91 } }),
    ]);
  });

  it("encourages after a poor session without progress, and says nothing made up", () => {
    const drafts = notificationsAfter({
      id: "s3",
      percentage: 30,
      before: readiness(10),
      after: readiness(8, [category("signs", 0.5)]),
    });
    expect(drafts).toEqual([
      expect.objectContaining({
        type: "encouragement",
        priority: "low",
        data: { overall_score: 30, readiness: 8 },
      }),
    ]);
  });
});
