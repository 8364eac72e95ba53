import { coachEndpoints } from "@cc/contracts/endpoints/coach";
import type { User } from "@cc/contracts/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api";
import { sharedKeys } from "./query-keys";
import { sessionKeys } from "./session";

/**
 * Sets (a "YYYY-MM-DD" day) or clears (null) the learner's exam date. The date is the user's, so
 * the profile and the statistics page read it from the same query; the coach's plan follows it.
 */
export function useSetExamDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (examDate: string | null) =>
      (await api.call(coachEndpoints.examDate, { body: { exam_date: examDate } })).data,
    // The form shows its own errors, on the field.
    meta: { quiet: true },
    onSuccess: ({ exam_date }) => {
      queryClient.setQueryData<User | null>(sessionKeys.user, (user) =>
        user ? { ...user, exam_date } : user,
      );
      return queryClient.invalidateQueries({ queryKey: sharedKeys.coach });
    },
  });
}
