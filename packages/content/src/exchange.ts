import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { parse } from "csv-parse/sync";
import { checkQuestion } from "./check";
import { type Illustration, type Problem, parseQuestion, sha256 } from "./load";
import { type ContentQuestion, OPTION_LETTERS } from "./schema";

/**
 * The operators' exchange format: the content files' JSON, or a CSV with one question per row.
 * `questions:import` reads it (every row checked, nothing imported while any row is wrong) and
 * `questions:export` writes it back, drawings beside the file.
 */
const LANGUAGE_COLUMNS = (language: "pt" | "en") => [
  `${language}_text`,
  ...OPTION_LETTERS.map((letter) => `${language}_option_${letter.toLowerCase()}`),
  `${language}_explanation`,
  `${language}_alt`,
];
export const CSV_COLUMNS = [
  "id",
  "category",
  "difficulty",
  "transmission",
  "correct",
  "reference",
  "sources",
  "reviewed",
  "illustration",
  ...LANGUAGE_COLUMNS("pt"),
  ...LANGUAGE_COLUMNS("en"),
] as const;
const SOURCE_SEPARATOR = " | ";

export interface ImportResult {
  questions: ContentQuestion[];
  illustrations: Map<string, Illustration>;
  problems: Problem[];
}

type Row = Record<string, string>;

function rowToQuestion(row: Row): Record<string, unknown> {
  const language = (code: "pt" | "en") => {
    const options: Record<string, string> = {};
    for (const letter of OPTION_LETTERS) {
      const text = row[`${code}_option_${letter.toLowerCase()}`]?.trim();
      if (text) options[letter] = text;
    }
    const alt = row[`${code}_alt`]?.trim();
    return {
      text: row[`${code}_text`],
      options,
      explanation: row[`${code}_explanation`],
      ...(alt ? { alt } : {}),
    };
  };
  const illustration = row.illustration?.trim();
  const reviewed = row.reviewed?.trim();
  return {
    id: row.id?.trim(),
    category: row.category?.trim(),
    difficulty: row.difficulty?.trim(),
    transmission: row.transmission?.trim(),
    correct: row.correct?.trim().toUpperCase(),
    reference: row.reference,
    sources: (row.sources ?? "")
      .split(SOURCE_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean),
    ...(reviewed ? { reviewed } : {}),
    ...(illustration ? { illustration } : {}),
    pt: language("pt"),
    en: language("en"),
  };
}

/** Records of a file with where each starts ("line 7" for CSV, "item 3" for JSON). */
function readRecords(path: string, problems: Problem[]): { where: string; value: unknown }[] {
  const text = readFileSync(path, "utf8");
  const kind = extname(path).toLowerCase();
  if (kind === ".json") {
    try {
      const json = JSON.parse(text);
      if (!Array.isArray(json)) throw new Error("the file must hold an array of questions");
      return json.map((value, index) => ({ where: `item ${index + 1}`, value }));
    } catch (error) {
      problems.push({ where: path, message: (error as Error).message });
      return [];
    }
  }
  if (kind !== ".csv") {
    problems.push({ where: path, message: "only .csv and .json files can be imported" });
    return [];
  }
  try {
    const records = parse(text, {
      columns: true,
      info: true,
      skip_empty_lines: true,
      bom: true,
      trim: false,
    }) as {
      record: Row;
      info: { lines: number };
    }[];
    const header = Object.keys(records[0]?.record ?? {});
    const missing = CSV_COLUMNS.filter(
      (c) =>
        !header.includes(c) &&
        !c.endsWith("_alt") &&
        !/_option_[cd]$/.test(c) &&
        c !== "illustration" &&
        c !== "reviewed",
    );
    if (records.length && missing.length) {
      problems.push({ where: "line 1", message: `missing columns: ${missing.join(", ")}` });
      return [];
    }
    return records.map(({ record, info }) => ({
      where: `line ${info.lines}`,
      value: rowToQuestion(record),
    }));
  } catch (error) {
    problems.push({ where: path, message: `not a valid CSV file: ${(error as Error).message}` });
    return [];
  }
}

/**
 * Reads and checks an import file. `reservedIds` are ids the built-in bank owns: an import may not
 * overwrite them. Illustrations are read relative to the file's folder.
 */
export function readImportFile(path: string, reservedIds: ReadonlySet<string>): ImportResult {
  const problems: Problem[] = [];
  const questions: ContentQuestion[] = [];
  const illustrations = new Map<string, Illustration>();
  const folder = dirname(resolve(path));
  const seen = new Map<string, string>();
  for (const { where, value } of readRecords(path, problems)) {
    const question = parseQuestion(value, where, problems);
    if (!question) continue;
    if (question.illustration && !illustrations.has(question.illustration)) {
      const file = join(folder, question.illustration);
      if (existsSync(file)) {
        const svg = readFileSync(file, "utf8");
        illustrations.set(question.illustration, {
          path: question.illustration,
          svg,
          hash: sha256(svg),
        });
      }
    }
    const own = checkQuestion(question, where, illustrations);
    if (reservedIds.has(question.id))
      own.push({ where, message: `id ${question.id} belongs to the built-in bank` });
    const first = seen.get(question.id);
    if (first) own.push({ where, message: `id ${question.id} already used at ${first}` });
    seen.set(question.id, where);
    problems.push(...own);
    if (!own.length) questions.push(question);
  }
  if (!problems.length && !questions.length)
    problems.push({ where: path, message: "no questions in the file" });
  return { questions, illustrations, problems };
}

const csvField = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

function questionToRow(q: ContentQuestion): string[] {
  const language = (code: "pt" | "en") => [
    q[code].text,
    ...OPTION_LETTERS.map((letter) => q[code].options[letter] ?? ""),
    q[code].explanation,
    q[code].alt ?? "",
  ];
  return [
    q.id,
    q.category,
    q.difficulty,
    q.transmission,
    q.correct,
    q.reference,
    q.sources.join(SOURCE_SEPARATOR),
    q.reviewed ?? "",
    q.illustration ?? "",
    ...language("pt"),
    ...language("en"),
  ];
}

/** Writes questions (and their drawings, beside the file) in the format the file name implies. */
export function writeExportFile(
  path: string,
  questions: ContentQuestion[],
  drawings: ReadonlyMap<string, string>,
): void {
  const folder = dirname(resolve(path));
  mkdirSync(folder, { recursive: true });
  if (extname(path).toLowerCase() === ".csv") {
    const lines = [
      CSV_COLUMNS.join(","),
      ...questions.map((q) => questionToRow(q).map(csvField).join(",")),
    ];
    writeFileSync(path, `${lines.join("\n")}\n`);
  } else {
    writeFileSync(path, `${JSON.stringify(questions, null, 2)}\n`);
  }
  for (const [relative, svg] of drawings) {
    const file = join(folder, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
}
