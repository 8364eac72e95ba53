import { sessionsEndpoints } from "@cc/contracts/endpoints/sessions";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const reviewQueries = {
  /**
   * A finished session with its review, in the learner's language. Quiet: the page shows not found,
   * invalid ids and other failures itself.
   */
  session: (sessionId: string, language: string) =>
    queryOptions({
      queryKey: ["review", sessionId, language],
      queryFn: async () =>
        (await api.call(sessionsEndpoints.detail, { params: { id: sessionId } })).data,
      meta: { quiet: true },
    }),
};
