import type { historyItemSchema } from "@cc/contracts/sessions";
import type { TranslationKey } from "@cc/i18n/catalogue";
import type { z } from "zod";
import { isPracticeMode, sessionPage } from "./practice-setup-model";

export type HistoryItem = z.infer<typeof historyItemSchema>;

/** Exams and practice come from two history lists; the dashboard shows them as one, newest first. */
export function mergeHistory(lists: readonly (readonly HistoryItem[])[], limit: number) {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((item) => !seen.has(item.session_id) && seen.add(item.session_id))
    .sort((a, b) => Date.parse(b.started_at) - Date.parse(a.started_at))
    .slice(0, limit);
}

export interface RecentSessionView {
  /** The state badge: "Exited" for sessions left early (spec section 2, recent sessions). */
  badgeKey: TranslationKey | null;
  /** The review link (Review, or Review Progress for an exited session), if there is one. */
  review: { labelKey: TranslationKey; to: string } | null;
  /** "No review available": a session still running cannot be reviewed. */
  noReviewKey: TranslationKey | null;
  /** A running session can be continued where it was left. */
  continueTo: string | null;
}

export function recentSessionView(item: HistoryItem): RecentSessionView {
  const reviewTo = `/review/${item.session_id}`;
  switch (item.status) {
    case "completed":
      return {
        badgeKey: null,
        review: { labelKey: "practice.recent.review", to: reviewTo },
        noReviewKey: null,
        continueTo: null,
      };
    case "exited":
      return {
        badgeKey: "practice.recent.exited",
        review: { labelKey: "practice.recent.reviewProgress", to: reviewTo },
        noReviewKey: null,
        continueTo: null,
      };
    case "in_progress":
      return {
        badgeKey: null,
        review: null,
        noReviewKey: "practice.recent.noReview",
        continueTo: isPracticeMode(item.type) ? sessionPage(item.type, item.session_id) : null,
      };
  }
}

/** Whole minutes left before a deadline (a part of a minute counts as one), never negative. */
export function minutesLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 60_000));
}
