import { z } from "zod";

export const NOTIFICATION_TYPES = [
  "weak_spot",
  "improvement",
  "milestone",
  "recommendation",
  "encouragement",
] as const;
export const NOTIFICATION_ACTIONS = ["view_insights", "practice_weak_area", "take_exam"] as const;

/** Spec section 3: a coach notification, its sentences in the reader's language. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** The icon to draw: one per type. */
  icon: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(["high", "medium", "low"]),
  cta_text: z.string(),
  cta_action: z.enum(NOTIFICATION_ACTIONS),
  is_shown: z.boolean(),
  is_clicked: z.boolean(),
  is_snoozed: z.boolean(),
  can_snooze: z.boolean(),
  data: z.object({
    weak_category: z.string().optional(),
    weak_category_rate: z.number().optional(),
    overall_score: z.number().optional(),
    readiness: z.number().optional(),
    milestone: z.number().optional(),
    due_reviews: z.number().optional(),
  }),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationCheckSchema = z.object({
  /** The first unshown high-priority notification, else the first unshown; null when none. */
  notification: notificationSchema.nullable(),
  unshown_count: z.number().int(),
});

export const notificationStatsSchema = z.object({
  total: z.number().int(),
  unshown: z.number().int(),
  shown: z.number().int(),
  clicked: z.number().int(),
  snoozed: z.number().int(),
  dismissed: z.number().int(),
});

export const notificationParams = z.object({
  id: z.uuid({ error: "coach.notFound" }),
});

export const sessionAnalysisBody = z.object({
  session_id: z.uuid({ error: "sessions.validation.sessionId" }),
});

export const postSessionAnalysisSchema = z.object({
  session_id: z.string(),
  percentage: z.number().int(),
  readiness_before: z.number().int(),
  readiness_after: z.number().int(),
  /** Notifications this session gave rise to (made once; a repeat returns the same ones). */
  notifications: z.array(notificationSchema),
});
