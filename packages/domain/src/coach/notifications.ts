import type { Readiness } from "./readiness";

export type NotificationType =
  | "weak_spot"
  | "improvement"
  | "milestone"
  | "recommendation"
  | "encouragement";
export type NotificationPriority = "high" | "medium" | "low";
export type NotificationAction = "view_insights" | "practice_weak_area" | "take_exam";

export interface NotificationDraft {
  /** What it is about; a learner gets one notification per event key, ever. */
  eventKey: string;
  type: NotificationType;
  priority: NotificationPriority;
  ctaAction: NotificationAction;
  data: {
    weak_category?: string;
    weak_category_rate?: number;
    overall_score?: number;
    readiness?: number;
    milestone?: number;
    due_reviews?: number;
  };
}

/** Readiness levels worth a notification the first time they are reached. */
export const MILESTONES = [50, 70, 90] as const;
/** A category is a weak spot when it costs at least this many expected mistakes per exam. */
const WEAK_SPOT_MISTAKES = 1;
/** Readiness points gained in one session that make an improvement worth telling. */
const IMPROVEMENT_POINTS = 5;
/** Reviews due that make a review session worth recommending. */
const DUE_REVIEWS = 20;

export interface FinishedSession {
  id: string;
  /** Percentage of right answers (0-100). */
  percentage: number;
  /** Readiness just before the session's answers and just after, at the same moment. */
  before: Readiness;
  after: Readiness;
}

/** The notifications a finished session gives rise to, from the learner's numbers only. */
export function notificationsAfter(session: FinishedSession): NotificationDraft[] {
  const { after, before } = session;
  const drafts: NotificationDraft[] = [];
  const readiness = after.score;
  for (const milestone of MILESTONES) {
    if (before.score < milestone && after.score >= milestone) {
      drafts.push({
        eventKey: `milestone:${milestone}`,
        type: "milestone",
        priority: "high",
        ctaAction: milestone >= 90 ? "take_exam" : "view_insights",
        data: { readiness, milestone },
      });
    }
  }
  const weakest = [...after.categories].sort((a, b) => b.expectedMistakes - a.expectedMistakes)[0];
  if (weakest && weakest.expectedMistakes >= WEAK_SPOT_MISTAKES) {
    drafts.push({
      eventKey: `session:${session.id}:weak_spot`,
      type: "weak_spot",
      priority: "high",
      ctaAction: "practice_weak_area",
      data: {
        weak_category: weakest.categoryId,
        weak_category_rate: Math.round(weakest.expectedRight * 100),
        overall_score: session.percentage,
        readiness,
      },
    });
  }
  const gained = after.score - before.score >= IMPROVEMENT_POINTS;
  if (gained) {
    drafts.push({
      eventKey: `session:${session.id}:improvement`,
      type: "improvement",
      priority: "medium",
      ctaAction: "view_insights",
      data: { overall_score: session.percentage, readiness },
    });
  }
  const due = after.categories.reduce((n, c) => n + c.dueForReview, 0);
  if (due >= DUE_REVIEWS) {
    drafts.push({
      eventKey: `session:${session.id}:recommendation`,
      type: "recommendation",
      priority: "medium",
      ctaAction: "practice_weak_area",
      data: { due_reviews: due, readiness },
    });
  }
  if (!gained && session.percentage < 50) {
    drafts.push({
      eventKey: `session:${session.id}:encouragement`,
      type: "encouragement",
      priority: "low",
      ctaAction: "view_insights",
      data: { overall_score: session.percentage, readiness },
    });
  }
  return drafts;
}
