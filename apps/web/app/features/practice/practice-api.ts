import { questionsEndpoints } from "@cc/contracts/endpoints/questions";
import { sessionsEndpoints } from "@cc/contracts/endpoints/sessions";
import type { Category, CategoryId } from "@cc/contracts/questions";
import { FOUND_PRACTICE_MAX } from "@cc/contracts/sessions";
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

export const BROWSER_PAGE_SIZE = 10;

const listQuery = (filters: QuestionFilters, page: number, perPage: number) => ({
  search: filters.search || undefined,
  difficulty: filters.difficulty === "any" ? undefined : filters.difficulty,
  category: filters.category === "all" ? undefined : filters.category,
  transmission: filters.transmission,
  page,
  per_page: perPage,
});

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
          query: listQuery(filters, filters.page, BROWSER_PAGE_SIZE),
        }),
      // The list stays on screen while the next page or the next search loads.
      placeholderData: keepPreviousData,
    }),

  /** One question to study, without its answer (the page shows failures). */
  question: (id: string, language: string) =>
    queryOptions({
      queryKey: ["questions", "one", id, language],
      queryFn: async () => (await api.call(questionsEndpoints.question, { params: { id } })).data,
      staleTime: 10 * 60_000,
      meta: { quiet: true },
    }),

  /** A question's answer, asked for only when the learner reveals it (the page shows failures). */
  answer: (id: string, language: string) =>
    queryOptions({
      queryKey: ["questions", "answer", id, language],
      queryFn: async () => (await api.call(questionsEndpoints.answer, { params: { id } })).data,
      meta: { quiet: true },
      retry: false,
    }),

  /**
   * Whether the learner has answered any question: the coach's weak-area practice is drawn from
   * their answers and cannot start before the first one.
   */
  hasAnswers: () =>
    queryOptions({
      queryKey: [...sharedKeys.history, "has-answers"],
      queryFn: async () =>
        (await api.call(sessionsEndpoints.categoryStatistics)).data.some(
          (category) => category.answered > 0,
        ),
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

/** "Practise these": a practice of the first questions the browser found, as many as allowed. */
export async function startFoundPractice(filters: QuestionFilters) {
  const found = await api.call(questionsEndpoints.questions, {
    query: listQuery(filters, 1, FOUND_PRACTICE_MAX),
  });
  const started = await api.call(sessionsEndpoints.foundStart, {
    body: {
      transmission_type: filters.transmission,
      question_ids: found.data.map((question) => question.id),
    },
  });
  return started.data;
}

/** Closes a session the learner chose not to take (fewer questions than asked). */
export async function abandonSession(sessionId: string) {
  await api.call(sessionsEndpoints.exit, { params: { id: sessionId } });
}
