import type { StatisticsRange } from "@cc/contracts/coach";
import { coachEndpoints as endpoints } from "@cc/contracts/endpoints/coach";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api";
import { sharedKeys } from "../../lib/query-keys";

/**
 * The coach's figures: readiness, its parts, the overview and the prediction, with exams and
 * charts over `range`.
 */
export function useCoachDashboard(range: StatisticsRange = "all") {
  // Category names come in the learner's language.
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...sharedKeys.coach, "dashboard", language, range],
    queryFn: async () => (await api.call(endpoints.dashboard, { query: { range } })).data,
    // Readiness changes only with new answers, and slowly with time: a minute is fresh enough.
    staleTime: 60_000,
    // Switching ranges keeps the page on screen until the new figures arrive.
    placeholderData: keepPreviousData,
  });
}

/** Readiness with today's study plan. */
export function useCoachInsights() {
  return useQuery({
    queryKey: [...sharedKeys.coach, "insights"],
    queryFn: async () => (await api.call(endpoints.insights)).data,
    staleTime: 60_000,
  });
}
