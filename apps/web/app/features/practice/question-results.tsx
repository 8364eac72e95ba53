import type { PublicQuestion, questionPageSchema } from "@cc/contracts/questions";
import type { TranslationKey } from "@cc/i18n/catalogue";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { studyPath } from "./found-list";
import type { QuestionFilters } from "./practice-api";
import { PractiseFoundButton } from "./practise-found-button";

// The browser's difficulty labels (spec section 3): beginner, intermediate, advanced.
export const LEVELS: Record<QuestionFilters["difficulty"], TranslationKey> = {
  any: "practice.browser.levelAny",
  beginner: "practice.browser.levelBeginner",
  intermediate: "practice.browser.levelIntermediate",
  advanced: "practice.browser.levelAdvanced",
};
const LEVEL_OF: Record<PublicQuestion["difficulty"], TranslationKey> = {
  easy: LEVELS.beginner,
  medium: LEVELS.intermediate,
  hard: LEVELS.advanced,
};

/** The questions a search found, each opening its study page, with "Practise these". */
export function QuestionResults({
  results,
  filters,
  nameOf,
  page,
  onPage,
  onClear,
}: {
  results: UseQueryResult<z.infer<typeof questionPageSchema>>;
  filters: QuestionFilters;
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
        <div className="flex flex-wrap gap-2">
          <PractiseFoundButton filters={filters} total={meta.total} />
          <Button variant="secondary" size="compact" onClick={onClear}>
            {t("practice.browser.clear")}
          </Button>
        </div>
      </div>
      {data.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("practice.browser.noResults")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="question-results">
          {data.map((question) => (
            <li key={question.id}>
              <Link
                to={studyPath(question.id, filters)}
                className="flex gap-3 rounded-lg py-3 hover:bg-slate-50"
              >
                {question.image_url ? (
                  <img
                    src={question.image_url}
                    alt={question.image_alt ?? ""}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-lg border border-slate-200 bg-paper object-contain p-1"
                  />
                ) : null}
                <div className="min-w-0">
                  <p className="font-medium text-brand-800 underline-offset-2 hover:underline">
                    {question.text}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {nameOf(question.category_id)} · {t(LEVEL_OF[question.difficulty])}
                  </p>
                </div>
              </Link>
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
