import { CATEGORY_IDS } from "@cc/contracts/questions";
import type { QuestionFilters } from "./practice-api";

/**
 * The browser's search written in an address (`?q=…&level=…&category=…&t=…&page=…`): the study
 * page walks the same found list, and the way back reopens the browser on it.
 */
const LEVELS = ["any", "beginner", "intermediate", "advanced"] as const;
const FOUND_KEYS = ["q", "level", "category", "t", "page"] as const;

export function foundSearch(filters: QuestionFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("q", filters.search);
  if (filters.difficulty !== "any") params.set("level", filters.difficulty);
  if (filters.category !== "all") params.set("category", filters.category);
  params.set("t", filters.transmission);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}

/** An address's other parameters (a language, say) kept, its found list replaced by `found`. */
export function withFound(current: URLSearchParams, found: string): string {
  const params = new URLSearchParams(current);
  for (const key of FOUND_KEYS) params.delete(key);
  for (const [key, value] of new URLSearchParams(found)) params.set(key, value);
  return params.toString();
}

/** The filters an address names; anything unknown falls back to "no filter". */
export function filtersFrom(
  params: URLSearchParams,
  transmission: QuestionFilters["transmission"],
): QuestionFilters {
  const level = params.get("level");
  const category = params.get("category");
  const page = Number(params.get("page"));
  const t = params.get("t");
  return {
    search: (params.get("q") ?? "").trim().slice(0, 100),
    difficulty: LEVELS.find((l) => l === level) ?? "any",
    category: CATEGORY_IDS.find((c) => c === category) ?? "all",
    transmission: t === "manual" || t === "automatic" ? t : transmission,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Whether the filters find a list at all (with none, the browser shows the categories). */
export const isFiltering = (filters: QuestionFilters) =>
  filters.search !== "" || filters.difficulty !== "any" || filters.category !== "all";

export const studyPath = (questionId: string, filters: QuestionFilters) =>
  `/questions/${encodeURIComponent(questionId)}?${foundSearch(filters)}`;
