import type { PublicQuestion } from "@cc/contracts/questions";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { LawChecked } from "../../components/ui/law-checked";
import { LetteredOption, QuestionImage } from "../../components/ui/question";
import { PageSkeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { filtersFrom, foundSearch, isFiltering, studyPath } from "./found-list";
import { BROWSER_PAGE_SIZE, practiceQueries, type QuestionFilters } from "./practice-api";
import { rememberedTransmission } from "./practice-setup";
import { PractiseFoundButton } from "./practise-found-button";

/**
 * /questions/:id (issue 18, studying): one question found in the browser with its drawing and
 * options; the answer, explanation, cited article and review date on request; previous/next
 * through the found list the address names; and "Practise these".
 */
export function QuestionStudy({ questionId }: { questionId: string }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const filters = filtersFrom(params, rememberedTransmission());
  const question = useQuery(practiceQueries.question(questionId, i18n.language));

  if (question.isPending) return <PageSkeleton label={t("common.loading")} />;
  if (question.isError) {
    const status = question.error instanceof ApiError ? question.error.status : 0;
    return (
      <Problem
        message={
          status === 404 || status === 422
            ? t("practice.study.notFound")
            : t("practice.study.loadFailed")
        }
        filters={filters}
      />
    );
  }
  return <Study question={question.data} filters={filters} />;
}

function Study({ question, filters }: { question: PublicQuestion; filters: QuestionFilters }) {
  const { t, i18n } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const answer = useQuery({
    ...practiceQueries.answer(question.id, i18n.language),
    enabled: revealed,
  });
  const stem = useRef<HTMLHeadingElement>(null);
  // Each question opened (from the list or by previous/next) is read from its text.
  useEffect(() => stem.current?.focus(), []);
  const right = answer.data?.correct_answer;

  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-6 sm:py-8">
      <nav className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/practice?${foundSearch(filters)}#browser-title`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
        >
          <span aria-hidden="true">←</span>&nbsp;{t("practice.study.back")}
        </Link>
        <FoundTotal filters={filters} />
      </nav>
      <h1 className="mt-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t("practice.study.title")}
      </h1>
      <article
        aria-labelledby="study-stem"
        className="mt-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {question.image_url ? (
          <QuestionImage src={question.image_url} alt={question.image_alt} className="mb-4" />
        ) : null}
        <h2
          id="study-stem"
          ref={stem}
          tabIndex={-1}
          className="scroll-mt-24 text-lg font-semibold text-pretty sm:text-xl"
        >
          {question.text}
        </h2>
        <ul className="mt-4 space-y-2">
          {Object.entries(question.options).map(([letter, text]) => (
            <li key={letter}>
              <LetteredOption
                letter={letter}
                text={text}
                mark={right === undefined ? "none" : letter === right ? "correct" : "none"}
                note={letter === right ? t("practice.study.answer", { letter }) : undefined}
              />
            </li>
          ))}
        </ul>
        <div className="mt-4" aria-live="polite">
          {!revealed ? (
            <Button onClick={() => setRevealed(true)}>{t("practice.study.reveal")}</Button>
          ) : answer.isPending ? (
            <p className="text-slate-700">{t("common.loading")}</p>
          ) : answer.isError ? (
            <div>
              <p role="alert" className="text-red-800">
                {answer.error instanceof ApiError && answer.error.status === 403
                  ? answer.error.message
                  : t("practice.study.loadFailed")}
              </p>
              <Button variant="secondary" className="mt-2" onClick={() => void answer.refetch()}>
                {t("practice.study.retry")}
              </Button>
            </div>
          ) : (
            <Explanation answer={answer.data} />
          )}
        </div>
      </article>
      <FoundSteps questionId={question.id} filters={filters} />
    </div>
  );
}

function Explanation({
  answer,
}: {
  answer: { explanation: string; reference: string; reviewed: string | null };
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4" data-testid="study-answer">
      <h3 className="font-semibold text-slate-900">{t("practice.study.why")}</h3>
      <p className="mt-1 text-slate-800">{answer.explanation}</p>
      <p className="mt-3 text-sm text-slate-800">
        <span className="font-semibold">{t("practice.study.reference")}:</span> {answer.reference}
      </p>
      <LawChecked date={answer.reviewed} className="mt-1 text-sm text-slate-700" />
    </div>
  );
}

/** How many the search found, and the practice of them. */
function FoundTotal({ filters }: { filters: QuestionFilters }) {
  const { i18n } = useTranslation();
  const page = useQuery({
    ...practiceQueries.questions(filters, i18n.language),
    enabled: isFiltering(filters),
  });
  return page.data ? <PractiseFoundButton filters={filters} total={page.data.meta.total} /> : null;
}

/** Previous and next through the found list, across its pages. */
function FoundSteps({ questionId, filters }: { questionId: string; filters: QuestionFilters }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const page = useQuery({
    ...practiceQueries.questions(filters, i18n.language),
    enabled: isFiltering(filters),
  });
  const index = page.data?.data.findIndex((q) => q.id === questionId) ?? -1;
  if (!page.data || index < 0) return null;
  const { meta, data } = page.data;
  const number = (meta.current_page - 1) * BROWSER_PAGE_SIZE + index + 1;

  const go = async (step: 1 | -1) => {
    const next = data[index + step];
    if (next) return navigate(studyPath(next.id, filters));
    const other = { ...filters, page: filters.page + step };
    const list = await queryClient.fetchQuery(practiceQueries.questions(other, i18n.language));
    const target = step === 1 ? list.data[0] : list.data.at(-1);
    if (target) await navigate(studyPath(target.id, other));
  };

  return (
    <nav aria-label={t("practice.study.position", { number, total: meta.total })} className="mt-4">
      <p className="text-center text-sm font-medium text-slate-700" data-testid="study-position">
        {t("practice.study.position", { number, total: meta.total })}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Button variant="secondary" disabled={number <= 1} onClick={() => void go(-1)}>
          <span aria-hidden="true">←</span>&nbsp;{t("practice.study.previous")}
        </Button>
        <Button variant="secondary" disabled={number >= meta.total} onClick={() => void go(1)}>
          {t("practice.study.next")}&nbsp;<span aria-hidden="true">→</span>
        </Button>
      </div>
    </nav>
  );
}

function Problem({ message, filters }: { message: string; filters: QuestionFilters }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{message}</h1>
      <Link
        to={`/practice?${foundSearch(filters)}`}
        className="font-semibold text-brand-800 underline underline-offset-2"
      >
        {t("practice.study.back")}
      </Link>
    </section>
  );
}
