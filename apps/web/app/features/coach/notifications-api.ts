import { coachEndpoints as endpoints } from "@cc/contracts/endpoints/coach";
import type { NotificationView } from "@cc/contracts/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api";

const CHECK_KEY = ["notifications", "check"] as const;

/**
 * The notification to show now, written in the learner's language (asked again when it changes,
 * on focus and after each mark).
 */
export function useActiveNotification() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...CHECK_KEY, language],
    queryFn: async () => (await api.call(endpoints.checkNotifications)).data,
    staleTime: 30_000,
    // A background check: its failure shows nothing and never navigates (after an account is
    // deleted it meets a 401 while the page is already leaving).
    meta: { quiet: true },
  });
}

export type NotificationMark = keyof typeof endpoints.mark;

/** Marks a notification; the active one is asked for again afterwards. */
export function useMarkNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, mark }: { id: string; mark: NotificationMark }) =>
      (await api.call(endpoints.mark[mark], { params: { id } })).data,
    meta: { quiet: true },
    onSettled: (_data, _error, { mark }) => {
      // Showing changes nothing on screen; the rest replace the toast.
      if (mark !== "show") return client.invalidateQueries({ queryKey: CHECK_KEY });
    },
  });
}

/** Where a notification's primary action leads (spec section 4). */
export function actionPath(action: NotificationView["cta_action"] | string): string {
  return action === "practice_weak_area" || action === "take_exam" ? "/practice" : "/statistics";
}
