import { CATEGORY_IDS, DIFFICULTIES } from "@cc/contracts/questions";
import { countBank } from "./counts";
import type { Bank, Illustration, Problem } from "./load";
import { type ContentQuestion, OPTION_LETTERS, POOLS } from "./schema";
import { checkSigns } from "./signs";
import { checkTrialSets } from "./trial-sets";

/** What the bank must hold at least (issue: the question bank). */
export const MINIMUMS = {
  total: 600,
  perCategory: 40,
  transmissionOnly: 40,
  illustrated: 120,
  trialPerPool: 45,
  shareOfEachDifficulty: 0.15,
} as const;

const SVG_HARD_LIMIT = 12 * 1024;

// Brazilian forms that have no place in European Portuguese exam questions.
// Letters, not \b: "você" ends in a letter JavaScript's \b does not count as a word character.
const BRAZILIAN =
  /(?<!\p{L})(ônibus|celular|freio|freiar|pedestre|trem|você|vocês|carteira de motorista|registrar|contato|usuário|arquivo|caminhão|bonde|calçada|câmbio)(?!\p{L})/iu;
// Options that point at other options cannot survive shuffling; "all of the above" is a trick.
const OPTION_TRICKS =
  /(todas as (respostas )?anteriores|nenhuma das anteriores|all of the above|none of the above|\b(ambas|both) (as opções )?[A-D] e [A-D]\b|\boption [A-D]\b|\bopção [A-D]\b)/i;

/** Problems a single question can have on its own (also used by the operator import). */
export function checkQuestion(
  question: ContentQuestion,
  where: string,
  illustrations: ReadonlyMap<string, Illustration>,
): Problem[] {
  const problems: Problem[] = [];
  const report = (message: string) => problems.push({ where, message });
  const letters = {
    pt: Object.keys(question.pt.options),
    en: Object.keys(question.en.options),
  };
  for (const language of ["pt", "en"] as const) {
    const keys = letters[language];
    const expected = OPTION_LETTERS.slice(0, keys.length);
    if (keys.length < 2 || keys.length > 4) report(`${language}: needs 2 to 4 options`);
    else if (keys.join() !== expected.join())
      report(`${language}: options must be keyed ${expected.join(", ")} in order`);
    const texts = Object.values(question[language].options).map((o) => o.toLowerCase());
    if (new Set(texts).size !== texts.length) report(`${language}: two options have the same text`);
    for (const option of Object.values(question[language].options)) {
      if (OPTION_TRICKS.test(option))
        report(`${language}: option "${option}" refers to other options`);
    }
  }
  if (letters.pt.join() !== letters.en.join()) report("pt and en have different option letters");
  if (!letters.pt.includes(question.correct))
    report(`correct letter ${question.correct} is not an option`);
  const portuguese = [
    question.pt.text,
    question.pt.explanation,
    question.pt.alt ?? "",
    ...Object.values(question.pt.options),
  ].join(" ");
  const brazilian = portuguese.match(BRAZILIAN);
  if (brazilian) report(`pt: "${brazilian[0]}" is not European Portuguese`);
  if (question.illustration) {
    if (!illustrations.has(question.illustration))
      report(`illustration ${question.illustration} does not exist`);
    if (!question.pt.alt || !question.en.alt)
      report("an illustrated question needs alt text in pt and en");
  } else if (question.pt.alt || question.en.alt) {
    report("alt text without an illustration");
  }
  return problems;
}

/** Problems of one SVG: it must be self-contained, script-free and small. */
export function checkIllustration(illustration: Illustration): Problem[] {
  const where = `illustrations/${illustration.path}`;
  const { svg } = illustration;
  const problems: Problem[] = [];
  const report = (message: string) => problems.push({ where, message });
  if (!/^\s*<svg[\s>]/.test(svg)) report("must start with <svg");
  if (!/<svg[^>]*\bviewBox=/.test(svg)) report("needs a viewBox so it scales");
  if (/<svg[^>]*\s(width|height)=/.test(svg)) report("no width/height on <svg>: it must scale");
  if (/<script|\son\w+\s*=|javascript:/i.test(svg)) report("contains script");
  if (/<image|<foreignObject|(?:xlink:)?href\s*=\s*["'](?!#)/i.test(svg))
    report("refers to something outside itself");
  if (svg.length > SVG_HARD_LIMIT)
    report(`is ${(svg.length / 1024).toFixed(1)} KB (limit ${SVG_HARD_LIMIT / 1024} KB)`);
  return problems;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 1);

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Pairs of questions that ask the same thing in other words: the same illustration (or none),
 * nearly the same words in the question, and nearly the same right answer.
 */
export function findNearDuplicates(
  questions: readonly ContentQuestion[],
  threshold = 0.8,
): [string, string][] {
  const prints = questions.map((q) => ({
    id: q.id,
    illustration: q.illustration ?? "",
    words: new Set(normalize(q.pt.text)),
    answer: new Set(normalize(q.pt.options[q.correct] ?? "")),
  }));
  const pairs: [string, string][] = [];
  for (let i = 0; i < prints.length; i++) {
    for (let j = i + 1; j < prints.length; j++) {
      const [a, b] = [prints[i], prints[j]] as [(typeof prints)[number], (typeof prints)[number]];
      if (a.illustration !== b.illustration) continue;
      if (jaccard(a.words, b.words) >= threshold && jaccard(a.answer, b.answer) >= threshold) {
        pairs.push([a.id, b.id]);
      }
    }
  }
  return pairs;
}

/**
 * Every problem of the bank, including the minimum counts it must reach. `today` (YYYY-MM-DD)
 * catches a `reviewed` date that has not happened yet.
 */
export function checkBank(bank: Bank, today = new Date().toISOString().slice(0, 10)): Problem[] {
  const problems = [...bank.problems, ...checkSigns(bank), ...checkTrialSets(bank)];
  const seen = new Map<string, string>();
  for (const q of bank.questions) {
    const first = seen.get(q.id);
    if (first) problems.push({ where: q.origin, message: `id ${q.id} already used at ${first}` });
    else seen.set(q.id, q.origin);
    problems.push(...checkQuestion(q, q.origin, bank.illustrations));
    if (q.reviewed > today)
      problems.push({ where: q.origin, message: `reviewed ${q.reviewed} is after today` });
  }
  bank.signs.forEach((sign, index) => {
    const brazilian = [sign.pt.name, sign.pt.meaning, sign.pt.alt].join(" ").match(BRAZILIAN);
    if (brazilian)
      problems.push({
        where: `signs.json #${index + 1} (${sign.code})`,
        message: `pt: "${brazilian[0]}" is not European Portuguese`,
      });
  });
  // A drawing is used by a question or by the sign library (through the catalogue).
  const used = new Set<string | undefined>([
    ...bank.questions.map((q) => q.illustration),
    ...bank.signs.map((s) => s.drawing),
  ]);
  for (const illustration of bank.illustrations.values()) {
    problems.push(...checkIllustration(illustration));
    if (!used.has(illustration.path)) {
      problems.push({
        where: `illustrations/${illustration.path}`,
        message: "no question or catalogue entry uses it",
      });
    }
  }
  for (const [a, b] of findNearDuplicates(bank.questions)) {
    problems.push({
      where: `${a} / ${b}`,
      message: "these two questions ask nearly the same thing",
    });
  }
  const categoryIds = bank.categories.map((c) => c.id).sort();
  if (categoryIds.join() !== [...CATEGORY_IDS].sort().join()) {
    problems.push({
      where: "categories.json",
      message: `must describe exactly: ${CATEGORY_IDS.join(", ")}`,
    });
  }

  const counts = countBank(bank);
  const short = (what: string, have: number, need: number) => {
    if (have < need)
      problems.push({ where: "bank", message: `${what}: ${have}, needs at least ${need}` });
  };
  short("questions", counts.total, MINIMUMS.total);
  for (const [category, row] of Object.entries(counts.byCategory))
    short(category, row.total, MINIMUMS.perCategory);
  short("manual-only questions", counts.byTransmission.manual ?? 0, MINIMUMS.transmissionOnly);
  short(
    "automatic-only questions",
    counts.byTransmission.automatic ?? 0,
    MINIMUMS.transmissionOnly,
  );
  short("illustrated questions", counts.illustrated, MINIMUMS.illustrated);
  for (const pool of POOLS)
    short(
      `trial questions (3 options) in the ${pool} pool`,
      counts.trialPools[pool] ?? 0,
      MINIMUMS.trialPerPool,
    );
  for (const difficulty of DIFFICULTIES) {
    short(
      `${difficulty} questions`,
      counts.byDifficulty[difficulty] ?? 0,
      Math.ceil(counts.total * MINIMUMS.shareOfEachDifficulty),
    );
  }
  return problems;
}
