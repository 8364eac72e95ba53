import { z } from "zod";

/** The nine categories of the spec, in the order learners see them. */
export const CATEGORY_IDS = [
  "trafficSigns",
  "priorityRules",
  "speedLimits",
  "parkingRules",
  "highwayCode",
  "emergencyProcedures",
  "vehicleRequirements",
  "pedestrianSafety",
  "weatherConditions",
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const transmissionTypeSchema = z.enum(["manual", "automatic"], {
  error: "questions.validation.transmission",
});
export type TransmissionType = z.infer<typeof transmissionTypeSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Active questions in each pool. */
  question_count: z.object({ manual: z.number().int(), automatic: z.number().int() }),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryParams = z.object({
  id: z.enum(CATEGORY_IDS, { error: "questions.validation.category" }),
});

/** A question as learners may see it before answering: no key, no explanation. */
export const publicQuestionSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  transmission: z.enum(["common", "manual", "automatic"]),
  text: z.string(),
  options: z.record(z.string(), z.string()),
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/**
 * A question's answer for studying it, asked for only when the learner reveals it: the right
 * letter as `publicQuestionSchema` shows the options, why, the article cited, and the date the
 * question was last checked against the law (null when the bank did not record one).
 */
export const questionAnswerSchema = z.object({
  correct_answer: z.string(),
  explanation: z.string(),
  reference: z.string(),
  reviewed: z.string().nullable(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

// The spec's filter labels beginner/intermediate/advanced name the same three levels; any = none.
const DIFFICULTY_ALIASES: Record<string, Difficulty | undefined> = {
  easy: "easy",
  beginner: "easy",
  medium: "medium",
  intermediate: "medium",
  hard: "hard",
  advanced: "hard",
  any: undefined,
};

export const difficultyFilterSchema = z
  .enum(Object.keys(DIFFICULTY_ALIASES) as [string, ...string[]], {
    error: "questions.validation.difficulty",
  })
  .transform((value) => DIFFICULTY_ALIASES[value]);

export const questionListQuery = z.object({
  locale: z.string().max(10).optional(),
  category: z.enum(CATEGORY_IDS, { error: "questions.validation.category" }).optional(),
  difficulty: difficultyFilterSchema.optional(),
  transmission: transmissionTypeSchema.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const questionParams = z.object({ id: z.string().min(1).max(40) });

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

export const questionPageSchema = z.object({
  data: z.array(publicQuestionSchema),
  meta: pageMetaSchema,
});
