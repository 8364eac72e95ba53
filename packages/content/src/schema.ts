import { CATEGORY_IDS, DIFFICULTIES } from "@cc/contracts/questions";
import { z } from "zod";

/** common questions are in both pools; manual/automatic only in their own. */
export const TRANSMISSIONS = ["common", "manual", "automatic"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const POOLS = ["manual", "automatic"] as const;
export type Pool = (typeof POOLS)[number];

export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .min(1, `${what} is empty`)
    .max(max, `${what} is longer than ${max} characters`);

const languageBlock = z.strictObject({
  text: text("text", 400),
  options: z.record(z.string(), text("option", 200), {
    error: "options must map letters to texts",
  }),
  explanation: text("explanation", 1200),
  alt: text("alt", 400).optional(),
});
export type LanguageBlock = z.infer<typeof languageBlock>;

/** One question as written in content/questions/*.json (content/README.md describes it). */
export const contentQuestionSchema = z.strictObject({
  id: z.string().regex(/^[a-z]{2,3}-\d{3,5}$/, "id must look like ts-014"),
  category: z.enum(CATEGORY_IDS, { error: `category must be one of ${CATEGORY_IDS.join(", ")}` }),
  difficulty: z.enum(DIFFICULTIES, { error: "difficulty must be easy, medium or hard" }),
  transmission: z.enum(TRANSMISSIONS, {
    error: "transmission must be common, manual or automatic",
  }),
  correct: z.enum(OPTION_LETTERS, { error: "correct must be A, B, C or D" }),
  reference: text("reference", 300),
  sources: z.array(z.string().trim().min(1)).min(1, "sources must name at least one source"),
  /** The day a second reader last checked the question against the law (ISO date). */
  reviewed: z.iso.date({ error: "reviewed must be a date like 2026-11-25" }).optional(),
  illustration: z
    .string()
    .regex(/^[\w-]+\/[\w.-]+\.svg$/, "illustration must be a path like signs/B2.svg")
    .optional(),
  pt: languageBlock,
  en: languageBlock,
});
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

const localized = z.strictObject({ pt: text("text", 300), en: text("text", 300) });

/** content/categories.json: the categories' names and descriptions. */
export const contentCategoriesSchema = z.array(
  z.strictObject({
    id: z.enum(CATEGORY_IDS),
    name: localized,
    description: localized,
  }),
);
export type ContentCategory = z.infer<typeof contentCategoriesSchema>[number];

/** The pools a question belongs to. */
export function poolsOf(transmission: Transmission): Pool[] {
  return transmission === "common" ? ["manual", "automatic"] : [transmission];
}

/** A question with exactly three options may appear in the free trial (spec: 3 options). */
export const isTrialEligible = (question: { pt: { options: Record<string, string> } }) =>
  Object.keys(question.pt.options).length === 3;
