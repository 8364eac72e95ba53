import { describe, expect, it } from "vitest";
import { citations, dueForReview, questionsCiting, reviewCutoff } from "./freshness";

describe("questions due for review", () => {
  it("are those last checked more than 12 months ago, oldest first", () => {
    expect(reviewCutoff("2026-11-25")).toBe("2025-11-25");
    const questions = [
      { id: "a-001", reviewed: "2025-11-25" },
      { id: "a-002", reviewed: "2025-11-24" },
      { id: "a-003", reviewed: "2024-01-10" },
      { id: "a-004", reviewed: "2026-11-20" },
    ];
    expect(dueForReview(questions, "2026-11-25").map((q) => q.id)).toEqual(["a-003", "a-002"]);
  });
});

describe("the provisions a reference cites", () => {
  it("reads articles per diploma and skips paragraph numbers", () => {
    expect(
      citations(
        "Código da Estrada, arts. 31.º, n.os 1, alínea b), e 14.º-A; Regulamento de Sinalização do Trânsito, sinais B1 e B3",
      ),
    ).toEqual([
      { diploma: "Código da Estrada", provision: "31.º" },
      { diploma: "Código da Estrada", provision: "14.º-A" },
      { diploma: "Regulamento de Sinalização do Trânsito", provision: "B1" },
      { diploma: "Regulamento de Sinalização do Trânsito", provision: "B3" },
    ]);
    expect(citations("Técnica de condução")).toEqual([]);
    expect(citations("Decreto-Lei n.º 291/2007, art. 6.º")).toEqual([
      { diploma: "Decreto-Lei n.º 291/2007", provision: "6.º" },
    ]);
  });

  it("finds the questions citing an article, in any diploma or in the one named", () => {
    const questions = [
      { id: "q1", reference: "Código da Estrada, art. 27.º" },
      { id: "q2", reference: "Código da Estrada, arts. 127.º e 27.º-A" },
      { id: "q3", reference: "Código da Estrada, arts. 24.º e 27.º, n.º 2" },
      { id: "q4", reference: "Decreto-Lei n.º 291/2007, art. 27.º" },
      { id: "q5", reference: "Regulamento de Sinalização do Trânsito, sinal B2" },
    ];
    const ids = (query: string) => questionsCiting(questions, query).map((q) => q.id);
    expect(ids("art. 27.º")).toEqual(["q1", "q3", "q4"]);
    expect(ids("Código da Estrada, art. 27.º")).toEqual(["q1", "q3"]);
    expect(ids("27.º-A")).toEqual(["q2"]);
    expect(ids("B2")).toEqual(["q5"]);
    expect(ids("sinal B1")).toEqual([]);
  });
});
