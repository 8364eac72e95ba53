import {
  CATEGORY_IDS,
  type Category,
  type PublicQuestion,
  type questionPageSchema,
  type TransmissionType,
} from "@cc/contracts/questions";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { track } from "../../lib/tracking/events";
import { practiceQueries, type QuestionFilters } from "./practice-api";

/** Typing pauses this long before the search goes out. */
const SEARCH_DELAY_MS = 300;

// The browser's difficulty labels (spec section 3): beginner, intermediate, advanced.
const LEVELS: Record<QuestionFilters["difficulty"], string> = {
  any: "practice.browser.levelAny",
  beginner: "practice.browser.levelBeginner",
  intermediate: "practice.browser.levelIntermediate",
  advanced: "practice.browser.levelAdvanced",
};
const LEVEL_OF: Record<PublicQuestion["difficulty"], string> = {
  easy: LEVELS.beginner,
  medium: LEVELS.intermediate,
  hard: LEVELS.advanced,
};

/**
 * The category browser (spec section 2, practice dashboard): the nine categories with their
 * question counts and a category test each, and a search through the questions by words,
 * difficulty and category.
 */
/** A category id as the question list's filter takes it; anything else means all. */
const categoryFilter = (value: string): QuestionFilters["category"] =>
  CATEGORY_IDS.find((id) => id === value) ?? "all";

export function CategoryBrowser({
  transmission,
  categories,
  onCategoryTest,
}: {
  transmission: TransmissionType;
  categories: {
    data: Category[] | undefined;
    isPending: boolean;
    isError: boolean;
    refetch(): unknown;
  };
  onCategoryTest(categoryId: Category["id"]): void;
}) {
  const { t, i18n } = useTranslation();
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [difficulty, setDifficulty] = useState<QuestionFilters["difficulty"]>("any");
  const [category, setCategory] = useState<QuestionFilters["category"]>("all");
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      const term = searchText.trim();
      if (term) track.search(term);
      setSearch(term);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const filtering = search !== "" || difficulty !== "any" || category !== "all";
  const results = useQuery({
    ...practiceQueries.questions(
      { search, difficulty, category, transmission, page },
      i18n.language,
    ),
    enabled: filtering,
  });
  const nameOf = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? id;

  return (
    <section
      aria-labelledby="browser-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="browser-title" className="text-xl font-bold">
        {t("practice.browser.title")}
      </h2>
      <search className="mt-4 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          label={t("practice.browser.search")}
          type="search"
          value={searchText}
          maxLength={100}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t("practice.browser.searchPlaceholder")}
        />
        <SelectField
          label={t("practice.browser.level")}
          value={difficulty}
          onChange={(event) => {
            setDifficulty(event.target.value as QuestionFilters["difficulty"]);
            setPage(1);
          }}
        >
          {(Object.keys(LEVELS) as QuestionFilters["difficulty"][]).map((level) => (
            <option key={level} value={level}>
              {t(LEVELS[level])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("practice.setup.category")}
          value={category}
          onChange={(event) => {
            setCategory(categoryFilter(event.target.value));
            setPage(1);
          }}
        >
          <option value="all">{t("practice.setup.allCategories")}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </search>

      {filtering ? (
        <QuestionResults
          results={results}
          nameOf={nameOf}
          page={page}
          onPage={setPage}
          onClear={() => {
            setSearchText("");
            setSearch("");
            setDifficulty("any");
            setCategory("all");
            setPage(1);
          }}
        />
      ) : categories.isPending ? (
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={i} className="h-36 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </ul>
      ) : categories.isError ? (
        <div className="mt-5">
          <p role="alert" className="text-red-800">
            {t("practice.browser.categoriesFailed")}
          </p>
          <Button variant="secondary" className="mt-2" onClick={() => void categories.refetch()}>
            {t("practice.retry")}
          </Button>
        </div>
      ) : (
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.data?.map((c) => (
            <li
              key={c.id}
              className="flex flex-col rounded-xl border border-slate-200 p-4"
              data-testid="category-card"
            >
              <h3 className="font-semibold text-slate-900">{c.name}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{c.description}</p>
              <p className="mt-2 text-sm font-medium text-slate-800">
                {t("practice.browser.questionCount", { count: c.question_count[transmission] })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="compact"
                  className="flex-1"
                  onClick={() => setCategory(categoryFilter(c.id))}
                  aria-label={t("practice.browser.seeQuestionsOf", { name: c.name })}
                >
                  {t("practice.browser.seeQuestions")}
                </Button>
                <Button
                  size="compact"
                  className="flex-1"
                  onClick={() => onCategoryTest(c.id)}
                  aria-label={t("practice.browser.categoryTestOf", { name: c.name })}
                >
                  {t("practice.browser.categoryTest")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QuestionResults({
  results,
  nameOf,
  page,
  onPage,
  onClear,
}: {
  results: UseQueryResult<z.infer<typeof questionPageSchema>>;
  nameOf(id: string): string;
  page: number;
  onPage(page: number): void;
  onClear(): void;
}) {
  const { t } = useTranslation();
  if (results.isPending) {
    return (
      <ul className="mt-5 space-y-3" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row} className="h-20 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </ul>
    );
  }
  if (results.isError) {
    return (
      <div className="mt-5">
        <p role="alert" className="text-red-800">
          {t("practice.browser.searchFailed")}
        </p>
        <Button variant="secondary" className="mt-2" onClick={() => void results.refetch()}>
          {t("practice.retry")}
        </Button>
      </div>
    );
  }
  const { data, meta } = results.data;
  return (
    <div className="mt-5" aria-busy={results.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="font-medium text-slate-800">
          {t("practice.browser.found", { count: meta.total })}
        </p>
        <Button variant="secondary" size="compact" onClick={onClear}>
          {t("practice.browser.clear")}
        </Button>
      </div>
      {data.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("practice.browser.noResults")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="question-results">
          {data.map((question) => (
            <li key={question.id} className="flex gap-3 py-3">
              {question.image_url ? (
                <img
                  src={question.image_url}
                  alt={question.image_alt ?? ""}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-lg border border-slate-200 object-contain p-1"
                />
              ) : null}
              <div className="min-w-0">
                <p className="text-slate-900">{question.text}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {nameOf(question.category_id)} · {t(LEVEL_OF[question.difficulty])}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {meta.last_page > 1 ? (
        <nav
          aria-label={t("practice.browser.pages")}
          className="mt-3 flex items-center justify-between gap-2"
        >
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t("practice.browser.previousPage")}
          </Button>
          <span className="text-sm text-slate-700">
            {t("practice.browser.pageOf", { page: meta.current_page, total: meta.last_page })}
          </span>
          <Button
            variant="secondary"
            disabled={page >= meta.last_page}
            onClick={() => onPage(page + 1)}
          >
            {t("practice.browser.nextPage")}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
