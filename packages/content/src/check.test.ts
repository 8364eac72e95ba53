import { describe, expect, it } from "vitest";
import {
  checkBank,
  checkIllustration,
  checkQuestion,
  countBank,
  findNearDuplicates,
  formatCounts,
} from "./check";
import { type Bank, type Illustration, loadBank, sha256 } from "./load";
import { type ContentQuestion, contentQuestionSchema } from "./schema";

const svg = (body = '<rect width="10" height="10"/>') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
const illustration = (path: string, text = svg()): Illustration => ({
  path,
  svg: text,
  hash: sha256(text),
});

function question(overrides: Partial<ContentQuestion> = {}): ContentQuestion {
  return {
    id: "ts-001",
    category: "trafficSigns",
    difficulty: "easy",
    transmission: "common",
    correct: "B",
    reference: "Regulamento de Sinalização do Trânsito, sinal B2",
    sources: ["https://example.pt"],
    pt: {
      text: "O que deve fazer ao ver este sinal?",
      options: { A: "Abrandar", B: "Parar sempre", C: "Buzinar" },
      explanation: "Porque sim.",
    },
    en: {
      text: "What must you do at this sign?",
      options: { A: "Slow down", B: "Always stop", C: "Sound the horn" },
      explanation: "Because.",
    },
    ...overrides,
  };
}

const messages = (problems: { message: string }[]) => problems.map((p) => p.message);

describe("checking one question", () => {
  const none = new Map<string, Illustration>();

  it("accepts a well-formed question", () => {
    expect(checkQuestion(question(), "q", none)).toEqual([]);
  });

  it("rejects option letters out of order, different letters per language and a wrong key", () => {
    const q = question({
      correct: "D",
      pt: { ...question().pt, options: { A: "x", C: "y" } },
    });
    expect(messages(checkQuestion(q, "q", none))).toEqual(
      expect.arrayContaining([
        "pt: options must be keyed A, B in order",
        "pt and en have different option letters",
        "correct letter D is not an option",
      ]),
    );
  });

  it("rejects repeated options, options that point at others and Brazilian forms", () => {
    const q = question({
      pt: {
        ...question().pt,
        text: "Você deve parar o ônibus?",
        options: { A: "Sim", B: "sim", C: "Todas as anteriores" },
      },
    });
    expect(messages(checkQuestion(q, "q", none))).toEqual(
      expect.arrayContaining([
        "pt: two options have the same text",
        'pt: option "Todas as anteriores" refers to other options',
        'pt: "Você" is not European Portuguese',
      ]),
    );
  });

  it("needs the illustration to exist and alt text in both languages", () => {
    const q = question({ illustration: "signs/B2.svg" });
    expect(messages(checkQuestion(q, "q", none))).toEqual([
      "illustration signs/B2.svg does not exist",
      "an illustrated question needs alt text in pt and en",
    ]);
    const withAlt = question({
      illustration: "signs/B2.svg",
      pt: { ...question().pt, alt: "Octógono vermelho" },
      en: { ...question().en, alt: "Red octagon" },
    });
    expect(
      checkQuestion(withAlt, "q", new Map([["signs/B2.svg", illustration("signs/B2.svg")]])),
    ).toEqual([]);
  });
});

describe("checking illustrations", () => {
  it("accepts a small self-contained SVG", () => {
    expect(checkIllustration(illustration("a.svg"))).toEqual([]);
  });

  it("rejects scripts, outside references, fixed sizes and a missing viewBox", () => {
    const bad = illustration(
      "b.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" width="100"><script>alert(1)</script><image href="http://x/y.png"/></svg>',
    );
    expect(messages(checkIllustration(bad))).toEqual([
      "needs a viewBox so it scales",
      "no width/height on <svg>: it must scale",
      "contains script",
      "refers to something outside itself",
    ]);
  });
});

describe("finding near-duplicates", () => {
  it("pairs a reworded question with the same answer, not a different question", () => {
    const a = question({
      id: "sl-001",
      pt: {
        ...question().pt,
        text: "Qual é a velocidade máxima de um ligeiro numa autoestrada?",
        options: { A: "100 km/h", B: "120 km/h", C: "90 km/h" },
      },
    });
    const b = question({
      id: "sl-002",
      pt: {
        ...question().pt,
        text: "Numa autoestrada, qual é a velocidade máxima de um ligeiro?",
        options: { A: "90 km/h", B: "120 km/h", C: "100 km/h" },
      },
    });
    const c = question({
      id: "sl-003",
      pt: {
        ...question().pt,
        text: "Numa autoestrada, qual é a velocidade máxima de um ligeiro com reboque?",
        options: { A: "90 km/h", B: "100 km/h", C: "120 km/h" },
      },
    });
    expect(findNearDuplicates([a, b, c])).toEqual([["sl-001", "sl-002"]]);
  });
});

describe("checking the bank", () => {
  it("reports duplicate ids, unused drawings and counts below the minimums", () => {
    const bank: Bank = {
      categories: [],
      questions: [
        { ...question(), origin: "questions/a.json #1" },
        {
          ...question({
            en: { ...question().en, text: "Another?" },
            pt: { ...question().pt, text: "Outra pergunta diferente?" },
          }),
          origin: "questions/a.json #2",
        },
      ],
      illustrations: new Map([["signs/X.svg", illustration("signs/X.svg")]]),
      problems: [],
    };
    const found = checkBank(bank).map((p) => `${p.where}: ${p.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        "questions/a.json #2: id ts-001 already used at questions/a.json #1",
        "illustrations/signs/X.svg: no question uses it",
        "bank: questions: 2, needs at least 600",
        "bank: manual-only questions: 0, needs at least 40",
      ]),
    );
    expect(countBank(bank).trialPools).toEqual({ manual: 2, automatic: 2 });
  });

  it("the real bank is valid and meets every minimum (npm run content:check)", () => {
    const bank = loadBank();
    const problems = checkBank(bank);
    expect(problems.map((p) => `${p.where}: ${p.message}`)).toEqual([]);
    console.log(formatCounts(countBank(bank)));
  });
});

describe("the reviewed date", () => {
  it("accepts an ISO date and rejects any other form", () => {
    expect(contentQuestionSchema.safeParse(question({ reviewed: "2026-11-25" })).success).toBe(true);
    expect(contentQuestionSchema.safeParse(question({ reviewed: "25/11/2026" })).success).toBe(false);
  });
});
