import { z } from "zod";

/** One category as the coach sees it now (spec section 3: category performance). */
export const coachCategorySchema = z.object({
  category_id: z.string(),
  /** In the reader's language. */
  name: z.string(),
  pool_size: z.number().int(),
  exam_questions: z.number().int(),
  answered: z.number().int(),
  recalled_now: z.number().int(),
  due_for_review: z.number().int(),
  /** Chance (0-100) of a right answer to a question of the category never seen. */
  ability: z.number().int(),
  /** Mistakes expected in this category in a full exam (one decimal). */
  expected_mistakes: z.number(),
});

/** Readiness: the chance in percent of passing a real exam today, with its range. */
export const readinessSchema = z.object({
  score: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  answered: z.number().int(),
  exam_ready: z.boolean(),
});

export const predictionSchema = z.object({
  readiness_score: z.number().int(),
  confidence: z.number().int(),
  estimated_days: z.number().int().nullable(),
  trend: z.enum(["improving", "stable", "needs_attention"]),
  /**
   * False while there are too few days with answers to estimate a trend: `trend` is then the
   * spec's default ("stable") and says nothing about the learner.
   */
  trend_estimated: z.boolean(),
  /** The trend in one sentence, in the reader's language, from the learner's own numbers. */
  trend_description: z.string(),
  updated_at: z.string(),
  /** Readiness 50, 75 and 90: reached, or the days to it at the current pace (null: no pace). */
  milestones: z.array(
    z.object({
      target: z.number().int(),
      reached: z.boolean(),
      estimated_days: z.number().int().nullable(),
    }),
  ),
});

/** The statistics page's time ranges (spec section 2): last 7 days, last 30 days, all time. */
export const statisticsRangeSchema = z.enum(["7d", "30d", "all"]);
export type StatisticsRange = z.infer<typeof statisticsRangeSchema>;

export const dashboardQuery = z.object({
  locale: z.string().max(10).optional(),
  range: statisticsRangeSchema.default("all"),
});

export const coachDashboardSchema = z.object({
  /** The learner's exam day if they gave one (YYYY-MM-DD); the plan counts down to it. */
  exam_date: z.string().nullable(),
  /** The range the exam figures and charts cover; readiness and its parts are always today's. */
  range: statisticsRangeSchema,
  readiness_score: z.number().int(),
  readiness: readinessSchema,
  performance_overview: z.object({
    /** Full exams finished in the range. */
    test_count: z.number().int(),
    /** Mean percentage of the learner's full exams in the range (null without one). */
    overall_score: z.number().int().nullable(),
    /** Percentage of the full exams in the range that were passed (null without one). */
    pass_rate: z.number().int().nullable(),
    /** Answers given in the range (every session type). */
    questions_answered: z.number().int(),
    study_streak: z.number().int(),
    /** Questions recalled now with chance ≥ 0.9 and FSRS stability ≥ 21 days (decision 0031). */
    questions_mastered: z.number().int(),
    readiness: z.object({ score: z.number().int(), estimated_days: z.number().int().nullable() }),
  }),
  /** The categories where the learner is expected to lose most exam points, worst first. */
  weak_areas: z.array(coachCategorySchema),
  /** What readiness is made of: every category of the exam. */
  categories: z.array(coachCategorySchema),
  prediction: predictionSchema,
  /** Readiness at the end of each recent day with answers in the range, and now (ISO times). */
  readiness_history: z.array(z.object({ at: z.string(), score: z.number().int() })),
  /** Today's goal: the study plan's questions per day, and the answers given today (UTC). */
  daily_goal: z.object({
    target: z.number().int(),
    done: z.number().int(),
    met: z.boolean(),
  }),
  /** The days with answers in the last 7 days, newest first, with readiness at each day's end. */
  recent_activity: z.array(
    z.object({
      day: z.string(),
      answers: z.number().int(),
      readiness: z.number().int().nullable(),
    }),
  ),
  /** The learner's full exams in the range: when, and the percentage right. */
  exam_scores: z.array(z.object({ at: z.string(), percentage: z.number().int() })),
});
export type CoachDashboard = z.infer<typeof coachDashboardSchema>;

export const planActionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("review_due"), questions: z.number().int() }),
  z.object({
    kind: z.literal("practice_category"),
    category_id: z.string(),
    questions: z.number().int(),
  }),
  z.object({ kind: z.literal("take_exam") }),
]);

/** Spec section 3: questions per day, tests per week, minutes, focus sequence, today's actions. */
export const studyPlanSchema = z.object({
  questions_per_day: z.number().int(),
  tests_per_week: z.number().int(),
  focus_time_minutes: z.number().int(),
  review_time_minutes: z.number().int(),
  focus_sequence: z.array(z.string()),
  todays_actions: z.array(planActionSchema),
  days: z.number().int(),
});
export type StudyPlanView = z.infer<typeof studyPlanSchema>;

export const coachInsightsSchema = z.object({
  readiness_score: z.number().int(),
  readiness: readinessSchema,
  study_plan: studyPlanSchema,
});

export const coachRecommendationsSchema = z.object({
  structured_plan: z.object({ study_plan: studyPlanSchema }),
});

/** `refresh` is accepted for the spec's clients; every read is computed afresh anyway. */
export const recommendationsQuery = z.object({
  locale: z.string().max(10).optional(),
  refresh: z.enum(["true", "false", "1", "0"]).optional(),
});

/** POST /v1/ai/generate-analysis (spec section 7, body not shown: none is read). */
export const generatedAnalysisSchema = z.object({
  readiness: readinessSchema,
  prediction: predictionSchema,
  weak_areas: z.array(coachCategorySchema),
  study_plan: studyPlanSchema,
});

/** The learner's own exam day (YYYY-MM-DD), or null to clear it. */
export const examDateBody = z.object({
  exam_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
});
export const examDateSchema = z.object({ exam_date: z.string().nullable() });
