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

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export const isoDate = z
  .string({ error: "reviewed is missing: the date the question was last checked against the law" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "reviewed must be a date like 2026-11-25")
  .refine(
    (date) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
    "reviewed must be a real date",
  );

/**
 * One question in the exchange format (content/README.md describes it). `reviewed` is the date the
 * question was last checked against the law; an operator's import may leave it out.
 */
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
  illustration: z
    .string()
    .regex(/^[\w-]+\/[\w.-]+\.svg$/, "illustration must be a path like signs/B2.svg")
    .optional(),
  reviewed: isoDate.optional(),
  pt: languageBlock,
  en: languageBlock,
});
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

/** A question of the built-in bank (content/questions/*.json): `reviewed` is required there. */
export const bankQuestionSchema = contentQuestionSchema.extend({ reviewed: isoDate });
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

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

/** How the Regulamento de Sinalização do Trânsito groups signs (content/README.md). */
export const SIGN_CLASSES = [
  "warning",
  "priority",
  "prohibition",
  "obligation",
  "information",
  "direction",
  "additionalPanel",
  "lightSignal",
  "officerSignal",
  "marking",
] as const;
export type SignClass = (typeof SIGN_CLASSES)[number];

const signLanguage = z.strictObject({
  name: text("name", 200),
  meaning: text("meaning", 400),
  alt: text("alt", 400),
});

/** content/signs.json: every sign, marking and signal the sign library and the questions share. */
export const signCatalogueSchema = z.array(
  z.strictObject({
    code: z.string().regex(/^[A-Za-z0-9-]+$/, "code must be letters, digits and hyphens (C13-50)"),
    class: z.enum(SIGN_CLASSES, { error: `class must be one of ${SIGN_CLASSES.join(", ")}` }),
    drawing: z.string().regex(/^[\w-]+\/[\w.-]+\.svg$/, "drawing must be a path like signs/B2.svg"),
    pt: signLanguage,
    en: signLanguage,
  }),
);
export type Sign = z.infer<typeof signCatalogueSchema>[number];

/** The pools a question belongs to. */
export function poolsOf(transmission: Transmission): Pool[] {
  return transmission === "common" ? ["manual", "automatic"] : [transmission];
}

/** A question with exactly three options may appear in the free trial (spec: 3 options). */
export const isTrialEligible = (question: { pt: { options: Record<string, string> } }) =>
  Object.keys(question.pt.options).length === 3;
