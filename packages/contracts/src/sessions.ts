import { z } from "zod";
import {
  CATEGORY_IDS,
  difficultyFilterSchema,
  pageMetaSchema,
  transmissionTypeSchema,
} from "./questions";

/**
 * Exams, practice, the free trial and review (spec sections 2-4, 7, 9). Every start answers with a
 * frozen session; the answer key is never in a start or in-progress payload, except for the trial,
 * which the spec scores in the browser.
 */
export const SESSION_TYPES = [
  "trial",
  "fullExam",
  "quickPractice",
  "weakAreas",
  "thematic",
] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_STATUSES = ["in_progress", "completed", "exited"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const ANSWER_LETTERS = ["A", "B", "C", "D"] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

const questionCount = z.coerce
  .number({ error: "sessions.validation.questionCount" })
  .int("sessions.validation.questionCount")
  .min(1, "sessions.validation.questionCount")
  .max(40, "sessions.validation.questionCount");

const neverRepeat = z.boolean().optional().default(false);

export const fullExamStartSchema = z.object({
  transmission_type: transmissionTypeSchema,
  never_repeat_questions: neverRepeat,
});

export const quickStartSchema = z.object({
  transmission_type: transmissionTypeSchema,
  question_count: questionCount.optional(),
  difficulty: difficultyFilterSchema.optional(),
  category_id: z.enum(CATEGORY_IDS, { error: "questions.validation.category" }).optional(),
  never_repeat_questions: neverRepeat,
});

export const thematicStartSchema = quickStartSchema.extend({
  category_id: z.enum(CATEGORY_IDS, { error: "questions.validation.category" }),
});

export const weakAreasStartSchema = z.object({
  transmission_type: transmissionTypeSchema,
  question_count: questionCount.optional(),
});

/** Most questions a practice of found questions may hold (the quick practice's most). */
export const FOUND_PRACTICE_MAX = 30;

/** A practice of the questions a learner found in the browser, in the order found. */
export const foundStartSchema = z.object({
  transmission_type: transmissionTypeSchema,
  question_ids: z
    .array(z.string().min(1).max(40), { error: "sessions.validation.questionIds" })
    .min(1, "sessions.validation.questionIds")
    .max(FOUND_PRACTICE_MAX, "sessions.validation.questionIds")
    .refine((ids) => new Set(ids).size === ids.length, "sessions.validation.questionIds"),
});

export const trialStartSchema = z.object({
  transmission_type_v1: transmissionTypeSchema,
  locale: z.enum(["pt", "en"]).optional(),
});

/** A question as the learner sees it during a session. */
export const sessionQuestionSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  text: z.string(),
  /** Shown letter -> text, in the order frozen at start. */
  options: z.record(z.string(), z.string()),
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
});

/** Trial questions carry their key and explanation (the spec scores the trial in the browser). */
export const trialQuestionSchema = sessionQuestionSchema.extend({
  correct_answer: z.string(),
  explanation: z.string(),
});

const sessionBase = {
  session_id: z.string(),
  type: z.enum(SESSION_TYPES),
  transmission_type: z.enum(["manual", "automatic"]),
  status: z.enum(SESSION_STATUSES),
  started_at: z.string(),
  /** Timed sessions: when the server stops accepting answers. */
  deadline_at: z.string().nullable(),
  time_limit_seconds: z.number().int().nullable(),
  server_time: z.string(),
  /** Asked for more than were available (never-repeat, a small category): how many are missing. */
  short_by: z.number().int(),
  max_mistakes: z.number().int().nullable(),
};

export const sessionStartSchema = z.object({
  data: z.object({ ...sessionBase, questions: z.array(sessionQuestionSchema) }),
});
export const trialStartResponseSchema = z.object({
  data: z.object({ ...sessionBase, questions: z.array(trialQuestionSchema) }),
});

/** Question ids as keys of a body's answers and times. */
const questionId = z.string().min(1).max(40);

const answerMap = z.record(
  questionId,
  z.enum(ANSWER_LETTERS, { error: "sessions.validation.letter" }),
  { error: "sessions.validation.answers" },
);

/**
 * Optional: milliseconds the learner spent on each question (question id -> ms), kept with each
 * answer for the coach. Negative values are refused; more than an hour counts as an hour.
 */
const timeMap = z.record(
  questionId,
  z
    .number({ error: "sessions.validation.timeMs" })
    .int("sessions.validation.timeMs")
    .min(0, "sessions.validation.timeMs"),
  { error: "sessions.validation.timeMs" },
);

export const submitSchema = z.object({
  session_id: z.uuid({ error: "sessions.validation.sessionId" }),
  answers: answerMap,
  time_ms: timeMap.optional(),
});

export const saveAnswersSchema = z.object({ answers: answerMap, time_ms: timeMap.optional() });

/** POST /api/v1/sessions/{id}/exit: answers not saved yet may come along (the body is optional). */
export const exitSchema = z.object({ answers: answerMap.optional(), time_ms: timeMap.optional() });

/** What the server holds after PATCH /api/v1/sessions/{id}/answers. */
export const saveAnswersResponseSchema = z.object({
  data: z.object({
    session_id: z.string(),
    saved_answers: z.record(z.string(), z.string()),
    server_time: z.string(),
  }),
});

export const sessionParams = z.object({ id: z.uuid({ error: "sessions.validation.sessionId" }) });

/**
 * The counts of a scored session: the one score shape, which scoring computes, a finished
 * session stores (with its duration) and every result shows (with the mode's limit).
 */
const scoreCountsSchema = z.object({
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Wrong answers, plus blanks where the mode counts them (the full exam does). */
  mistakes: z.number().int(),
  unanswered: z.number().int(),
  /** Rounded percentage of right answers over all questions. */
  percentage: z.number().int(),
  /** null for practice (shown, not judged). */
  passed: z.boolean().nullable(),
});
export type ScoreCounts = z.infer<typeof scoreCountsSchema>;

export const scoreSchema = scoreCountsSchema.extend({
  max_mistakes: z.number().int().nullable(),
  duration_seconds: z.number().int(),
});

export const sessionResultSchema = z.object({
  data: z.object({
    session_id: z.string(),
    type: z.enum(SESSION_TYPES),
    status: z.enum(SESSION_STATUSES),
    finished_at: z.string().nullable(),
    score: scoreSchema,
  }),
});

export const historyQuery = z.object({
  locale: z.string().max(10).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const historyItemSchema = z.object({
  session_id: z.string(),
  type: z.enum(SESSION_TYPES),
  status: z.enum(SESSION_STATUSES),
  transmission_type: z.enum(["manual", "automatic"]),
  category_id: z.string().nullable(),
  question_count: z.number().int(),
  score: scoreSchema.nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Seconds left of a running timed session, by the server's clock when it answered; else null. */
  seconds_left: z.number().int().nullable(),
});

export const historyPageSchema = z.object({
  data: z.array(historyItemSchema),
  meta: pageMetaSchema,
});

/** One reviewed question: what was asked, what the learner chose, what was right, and why. */
export const reviewItemSchema = sessionQuestionSchema.extend({
  user_answer: z.string().nullable(),
  correct_answer: z.string(),
  is_correct: z.boolean(),
  explanation: z.string(),
  reference: z.string(),
  /**
   * When the question was last checked against the law (YYYY-MM-DD); null when no date is
   * recorded, or when the version answered has been replaced since (the check is of the new one).
   */
  reviewed: z.string().nullable(),
});

/**
 * GET /api/v1/exams/{id}: the session. Finished (completed or exited) sessions carry the review;
 * a session still running carries its questions and saved answers so it can be resumed.
 */
export const sessionDetailSchema = z.object({
  data: z.object({
    ...sessionBase,
    category_id: z.string().nullable(),
    finished_at: z.string().nullable(),
    score: scoreSchema.nullable(),
    questions: z.array(sessionQuestionSchema).nullable(),
    saved_answers: z.record(z.string(), z.string()).nullable(),
    review: z.array(reviewItemSchema).nullable(),
  }),
});

/** GET /api/v1/categories/statistics: the signed-in learner's record in each category. */
export const categoryStatisticsSchema = z.object({
  data: z.array(
    z.object({
      category_id: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      /** Rounded percentage of right answers; null before the first answer. */
      accuracy: z.number().int().nullable(),
      last_answered_at: z.string().nullable(),
    }),
  ),
});
