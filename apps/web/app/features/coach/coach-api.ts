import type { StatisticsRange } from "@cc/contracts/coach";
import { coachEndpoints as endpoints } from "@cc/contracts/endpoints/coach";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api";

/**
 * The coach's figures: readiness, its parts, the overview and the prediction, with exams and
 * charts over `range`.
 */
export function useCoachDashboard(range: StatisticsRange = "all") {
  // Category names come in the learner's language.
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ["coach", "dashboard", language, range],
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
    queryKey: ["coach", "insights"],
    queryFn: async () => (await api.call(endpoints.insights)).data,
    staleTime: 60_000,
  });
}

/** Sets (a "YYYY-MM-DD" day) or clears (null) the learner's exam date; the plan follows it. */
export function useSetExamDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (examDate: string | null) =>
      (await api.call(endpoints.examDate, { body: { exam_date: examDate } })).data,
    // The form shows its own errors, on the field.
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["coach"] }),
  });
}
