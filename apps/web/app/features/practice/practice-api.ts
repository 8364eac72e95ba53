import { questionsEndpoints } from "@cc/contracts/endpoints/questions";
import { sessionsEndpoints } from "@cc/contracts/endpoints/sessions";
import type { Category, CategoryId } from "@cc/contracts/questions";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { sharedKeys } from "../../lib/query-keys";
import { type PracticeMode, type SetupOptions, startRequest } from "./practice-setup-model";
import { type HistoryItem, mergeHistory } from "./recent-sessions-model";

export interface QuestionFilters {
  search: string;
  /** The browser's labels (spec section 3): beginner, intermediate, advanced; "any" for none. */
  difficulty: "any" | "beginner" | "intermediate" | "advanced";
  category: CategoryId | "all";
  transmission: SetupOptions["transmission"];
  page: number;
}

const BROWSER_PAGE_SIZE = 10;

/** How many sessions the dashboard lists. */
const RECENT_COUNT = 8;

/** The practice area's reads. Lists come in the learner's language: a language change asks again. */
export const practiceQueries = {
  categories: (language: string) =>
    queryOptions({
      queryKey: ["categories", language],
      queryFn: async (): Promise<Category[]> =>
        (await api.call(questionsEndpoints.categories)).data,
      staleTime: 10 * 60_000,
    }),

  questions: (filters: QuestionFilters, language: string) =>
    queryOptions({
      queryKey: ["questions", filters, language],
      queryFn: () =>
        api.call(questionsEndpoints.questions, {
          query: {
            search: filters.search || undefined,
            difficulty: filters.difficulty === "any" ? undefined : filters.difficulty,
            category: filters.category === "all" ? undefined : filters.category,
            transmission: filters.transmission,
            page: filters.page,
            per_page: BROWSER_PAGE_SIZE,
          },
        }),
      // The list stays on screen while the next page or the next search loads.
      placeholderData: keepPreviousData,
    }),

  /** The learner's latest sessions, exams and practice together; stale when a session ends. */
  recent: (language: string) =>
    queryOptions({
      queryKey: [...sharedKeys.history, "recent", language],
      queryFn: async (): Promise<HistoryItem[]> => {
        const query = { page: 1, per_page: RECENT_COUNT };
        const [exams, practice] = await Promise.all([
          api.call(sessionsEndpoints.history.exams, { query }),
          api.call(sessionsEndpoints.history.practice, { query }),
        ]);
        return mergeHistory([exams.data, practice.data], RECENT_COUNT);
      },
    }),
};

export async function startSession(mode: PracticeMode, options: SetupOptions) {
  const { endpoint, body } = startRequest(mode, options);
  return (await api.call(endpoint, { body })).data;
}

/** Closes a session the learner chose not to take (fewer questions than asked). */
export async function abandonSession(sessionId: string) {
  await api.call(sessionsEndpoints.exit, { params: { id: sessionId } });
}
