import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import {
  type BankQuestion,
  bankQuestionSchema,
  type ContentCategory,
  type ContentQuestion,
  contentCategoriesSchema,
  contentQuestionSchema,
  type Sign,
  signCatalogueSchema,
} from "./schema";
import { loadTrialSets } from "./trial-sets";

export const CONTENT_DIR = fileURLToPath(new URL("../../../content", import.meta.url));

/** Something wrong in the bank, located precisely enough to fix it. */
export interface Problem {
  where: string;
  message: string;
}

export interface Illustration {
  path: string;
  svg: string;
  /** SHA-256 of the SVG text: its identity in the database and in its address. */
  hash: string;
}

export interface LoadedQuestion extends BankQuestion {
  /** "questions/trafficSigns.json #14": where a reviewer finds it. */
  origin: string;
}

export interface Bank {
  categories: ContentCategory[];
  questions: LoadedQuestion[];
  /** content/signs.json: the sign catalogue. */
  signs: Sign[];
  /** content/trial-sets.json: the question ids of each free-trial set. */
  trialSets: string[][];
  /** Every SVG under illustrations/, by path relative to it ("signs/B2.svg"). */
  illustrations: Map<string, Illustration>;
  problems: Problem[];
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Where the server serves a drawing (GET /media/illustrations/:hash.svg): named by its content. */
export const illustrationUrl = (hash: string) => `/media/illustrations/${hash}.svg`;

function readJson(path: string, where: string, problems: Problem[]): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    problems.push({ where, message: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

export function describeIssues(
  issues: readonly { path: PropertyKey[]; message: string }[],
): string {
  return issues
    .map((issue) => {
      const path = issue.path.join(".");
      // Messages name their own field ("category must be ..."); prefix only deeper paths.
      return path && !issue.message.startsWith(String(issue.path.at(-1)))
        ? `${path}: ${issue.message}`
        : issue.message;
    })
    .join("; ");
}

/**
 * Parses one question object, reporting schema problems under `where`. The built-in bank passes
 * bankQuestionSchema, which also requires `reviewed`.
 */
export function parseQuestion<
  Schema extends z.ZodType<ContentQuestion> = typeof contentQuestionSchema,
>(
  value: unknown,
  where: string,
  problems: Problem[],
  schema: Schema = contentQuestionSchema as unknown as Schema,
): z.infer<Schema> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  problems.push({ where, message: describeIssues(parsed.error.issues) });
  return undefined;
}

export function loadIllustrations(dir: string): Map<string, Illustration> {
  const illustrations = new Map<string, Illustration>();
  if (!existsSync(dir)) return illustrations;
  for (const entry of readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (!entry.endsWith(".svg")) continue;
    const path = entry.split("\\").join("/");
    const svg = readFileSync(join(dir, entry), "utf8");
    illustrations.set(path, { path, svg, hash: sha256(svg) });
  }
  return illustrations;
}

function loadSigns(dir: string, problems: Problem[]): Sign[] {
  const json = readJson(join(dir, "signs.json"), "signs.json", problems);
  if (json === undefined) return [];
  const signs = signCatalogueSchema.safeParse(json);
  if (signs.success) return signs.data;
  problems.push({ where: "signs.json", message: describeIssues(signs.error.issues) });
  return [];
}

/** Reads the whole bank: categories, the sign catalogue, every question file and illustration. */
export function loadBank(dir = CONTENT_DIR): Bank {
  const problems: Problem[] = [];
  const categoriesJson = readJson(join(dir, "categories.json"), "categories.json", problems);
  const categories = contentCategoriesSchema.safeParse(categoriesJson);
  if (!categories.success && categoriesJson !== undefined) {
    problems.push({ where: "categories.json", message: describeIssues(categories.error.issues) });
  }
  const questions: LoadedQuestion[] = [];
  const questionDir = join(dir, "questions");
  for (const file of readdirSync(questionDir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const json = readJson(join(questionDir, file), `questions/${file}`, problems);
    if (json === undefined) continue;
    if (!Array.isArray(json)) {
      problems.push({ where: `questions/${file}`, message: "must be an array of questions" });
      continue;
    }
    json.forEach((value, index) => {
      const id = (value as { id?: unknown })?.id;
      const origin = `questions/${file} #${index + 1}${typeof id === "string" ? ` (${id})` : ""}`;
      const question = parseQuestion(value, origin, problems, bankQuestionSchema);
      if (question) questions.push({ ...question, origin });
    });
  }
  return {
    categories: categories.success ? categories.data : [],
    questions,
    signs: loadSigns(dir, problems),
    trialSets: loadTrialSets(dir, problems),
    illustrations: loadIllustrations(join(dir, "illustrations")),
    problems,
  };
}
