import { describe, expect, it } from "vitest";
import { checkBank, checkIllustration, checkQuestion, findNearDuplicates } from "./check";
import { countBank, formatCounts } from "./counts";
import { type Bank, type Illustration, loadBank, sha256 } from "./load";
import type { BankQuestion } from "./schema";
import { checkTrialSets } from "./trial-sets";

const svg = (body = '<rect width="10" height="10"/>') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
const illustration = (path: string, text = svg()): Illustration => ({
  path,
  svg: text,
  hash: sha256(text),
});

function question(overrides: Partial<BankQuestion> = {}): BankQuestion {
  return {
    id: "ts-001",
    category: "trafficSigns",
    difficulty: "easy",
    transmission: "common",
    correct: "B",
    reference: "Regulamento de Sinalização do Trânsito, sinal B2",
    sources: ["https://example.pt"],
    reviewed: "2026-11-21",
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
      signs: [],
      trialSets: [],
      illustrations: new Map([["diagrams/X.svg", illustration("diagrams/X.svg")]]),
      problems: [],
    };
    const found = checkBank(bank).map((p) => `${p.where}: ${p.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        "questions/a.json #2: id ts-001 already used at questions/a.json #1",
        "illustrations/diagrams/X.svg: no question or catalogue entry uses it",
        "bank: questions: 2, needs at least 600",
        "bank: manual-only questions: 0, needs at least 40",
      ]),
    );
    expect(countBank(bank).trialPools).toEqual({ manual: 2, automatic: 2 });
  });

  it("reports Brazilian Portuguese in the sign catalogue", () => {
    const bank: Bank = {
      categories: [],
      questions: [],
      signs: [
        {
          code: "A16a",
          class: "warning",
          drawing: "signs/A16a.svg",
          pt: { name: "Passagem de peões", meaning: "Atenção ao ônibus.", alt: "Triângulo." },
          en: { name: "Pedestrian crossing", meaning: "Take care.", alt: "Triangle." },
        },
      ],
      trialSets: [],
      illustrations: new Map([["signs/A16a.svg", illustration("signs/A16a.svg")]]),
      problems: [],
    };
    expect(checkBank(bank).map((p) => `${p.where}: ${p.message}`)).toContain(
      'signs.json #1 (A16a): pt: "ônibus" is not European Portuguese',
    );
  });

  it("reports a reviewed date after today", () => {
    const bank: Bank = {
      categories: [],
      questions: [{ ...question({ reviewed: "2026-12-01" }), origin: "questions/a.json #1" }],
      signs: [],
      trialSets: [],
      illustrations: new Map(),
      problems: [],
    };
    expect(checkBank(bank, "2026-11-25").map((p) => `${p.where}: ${p.message}`)).toContain(
      "questions/a.json #1: reviewed 2026-12-01 is after today",
    );
    expect(checkBank(bank, "2026-12-01").map((p) => p.message)).not.toContain(
      "reviewed 2026-12-01 is after today",
    );
  });

  it("the real bank is valid and meets every minimum (npm run content:check)", () => {
    const bank = loadBank();
    const problems = checkBank(bank);
    expect(problems.map((p) => `${p.where}: ${p.message}`)).toEqual([]);
    console.log(formatCounts(countBank(bank)));
  });
});

describe("the free trial's sets", () => {
  it("accepts sets of common three-option questions and names every other problem", () => {
    const three = (id: string, transmission: "common" | "manual" = "common") => ({
      ...question({ id, transmission }),
      pt: { ...question().pt, options: { A: "a", B: "b", C: "c" } },
      origin: id,
    });
    const four = {
      ...question({ id: "ts-004" }),
      pt: { ...question().pt, options: { A: "a", B: "b", C: "c", D: "d" } },
      origin: "ts-004",
    };
    const ids = Array.from({ length: 27 }, (_, i) => `ts-${String(100 + i)}`);
    const bank = {
      questions: [...ids.map((id) => three(id)), three("mt-001", "manual"), four],
      trialSets: [
        [...ids, "mt-001", "ts-004", "ts-999"],
        [...ids, ids[0] as string, "x", "y"],
      ],
    };
    expect(checkTrialSets(bank).map((p) => `${p.where}: ${p.message}`)).toEqual([
      "trial-sets.json set 1: mt-001 is not common to both transmissions",
      "trial-sets.json set 1: ts-004 does not have exactly three options",
      "trial-sets.json set 1: ts-999 is not in the bank",
      "trial-sets.json set 2: repeats a question",
      "trial-sets.json set 2: x is not in the bank",
      "trial-sets.json set 2: y is not in the bank",
    ]);
    expect(checkTrialSets({ questions: bank.questions, trialSets: [ids.slice(0, 27)] })).toEqual(
      [],
    );
  });
});
