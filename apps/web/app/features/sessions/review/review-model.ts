import { type reviewItemSchema, sessionParams } from "@cc/contracts/sessions";
import type { z } from "zod";
import { isTypingOrShortcut, type QuestionKeyEvent } from "../../../lib/question-keys";

export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** Spec section 2, Review: all, correct only, incorrect only (keys 1, 2, 3). */
export const REVIEW_FILTERS = ["all", "correct", "incorrect"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** A question left blank is not correct: it is listed with the incorrect ones. */
export function filterReview(items: readonly ReviewItem[], filter: ReviewFilter): ReviewItem[] {
  if (filter === "all") return [...items];
  return items.filter((item) => item.is_correct === (filter === "correct"));
}

export function reviewCounts(items: readonly ReviewItem[]): Record<ReviewFilter, number> {
  const correct = items.filter((item) => item.is_correct).length;
  return { all: items.length, correct, incorrect: items.length - correct };
}

export type ReviewKeyAction = { kind: "filter"; filter: ReviewFilter } | { kind: "back" };

/** 1, 2, 3 choose the filter and Escape goes back; keys typed into a field are left alone. */
export function reviewKeyAction(event: QuestionKeyEvent): ReviewKeyAction | null {
  if (isTypingOrShortcut(event)) return null;
  if (event.key === "Escape") return { kind: "back" };
  const filter = REVIEW_FILTERS[Number(event.key) - 1];
  return /^[1-3]$/.test(event.key) && filter ? { kind: "filter", filter } : null;
}

/** A session id is a UUID; anything else is refused before asking the server. */
export const isSessionId = (value: string) => sessionParams.safeParse({ id: value }).success;
