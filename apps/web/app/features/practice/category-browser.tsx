import { CATEGORY_IDS, type Category, type TransmissionType } from "@cc/contracts/questions";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { track } from "../../lib/tracking/events";
import { filtersFrom, foundSearch, isFiltering, withFound } from "./found-list";
import { practiceQueries, type QuestionFilters } from "./practice-api";
import { LEVELS, QuestionResults } from "./question-results";

/** Typing pauses this long before the search goes out. */
const SEARCH_DELAY_MS = 300;

/** A category id as the question list's filter takes it; anything else means all. */
const categoryFilter = (value: string): QuestionFilters["category"] =>
  CATEGORY_IDS.find((id) => id === value) ?? "all";

/**
 * The category browser (spec section 2, practice dashboard): the nine categories with their
 * question counts and a category test each, and a search through the questions by words,
 * difficulty and category.
 */
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
  // A search comes back from the address (the way back from studying a found question).
  const [params] = useSearchParams();
  const [initial] = useState(() => filtersFrom(params, transmission));
  const [searchText, setSearchText] = useState(initial.search);
  const [search, setSearch] = useState(initial.search);
  const [difficulty, setDifficulty] = useState(initial.difficulty);
  const [category, setCategory] = useState(initial.category);
  const [page, setPage] = useState(initial.page);

  useEffect(() => {
    const term = searchText.trim();
    if (term === search) return;
    const timer = setTimeout(() => {
      if (term) track.search(term);
      setSearch(term);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const filters: QuestionFilters = { search, difficulty, category, transmission, page };
  const filtering = isFiltering(filters);
  // The address follows the search (replaced, not pushed: Back leaves the page as before).
  const found = filtering ? foundSearch(filters) : "";
  useEffect(() => {
    const url = new URL(window.location.href);
    url.search = withFound(url.searchParams, found);
    window.history.replaceState(window.history.state, "", url);
  }, [found]);
  const results = useQuery({
    ...practiceQueries.questions(filters, i18n.language),
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
          filters={filters}
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
