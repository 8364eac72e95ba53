import type { TranslationKey } from "@cc/i18n/catalogue";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ButtonLink } from "../../../components/ui/button-link";
import { LawChecked } from "../../../components/ui/law-checked";
import { LetteredOption, type OptionMark, QuestionImage } from "../../../components/ui/question";
import { PageSkeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { dateLocale, SESSION_TYPE_LABELS } from "../../../lib/session-labels";
import {
  filterReview,
  isSessionId,
  REVIEW_FILTERS,
  type ReviewFilter,
  type ReviewItem,
  reviewCounts,
  reviewKeyAction,
} from "./review-model";
import { reviewQueries } from "./review-queries";

const FILTER_LABELS: Record<ReviewFilter, TranslationKey> = {
  all: "sessions.review.filterAll",
  correct: "sessions.review.filterCorrect",
  incorrect: "sessions.review.filterIncorrect",
};

function useReview(sessionId: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...reviewQueries.session(sessionId, i18n.language), enabled });
}

/** Back where the learner came from, or to the dashboard when the review was opened directly. */
function useBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/practice");
  };
}

/**
 * /review/:sessionId (spec section 2, Review): every question of a finished session with its
 * illustration, the learner's answer, the right one and the explanation; filters all / correct /
 * incorrect on keys 1, 2, 3, and Escape to go back.
 */
export function ReviewPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const valid = isSessionId(sessionId);
  const review = useReview(sessionId, valid);

  if (!valid) return <Problem title={t("sessions.review.invalidSession")} />;
  if (review.isPending) return <PageSkeleton label={t("sessions.review.loading")} />;
  if (review.isError) {
    const status = review.error instanceof ApiError ? review.error.status : 0;
    if (status === 404) return <Problem title={t("sessions.review.notFound")} />;
    if (status === 422) return <Problem title={t("sessions.review.invalidSession")} />;
    return <Problem title={t("sessions.review.loadFailed")} />;
  }
  const session = review.data;
  if (session.status === "in_progress")
    return <Problem title={t("sessions.review.notCompleted")} />;
  if (!session.review || !session.score) return <Problem title={t("sessions.review.noResults")} />;
  return <Review session={{ ...session, review: session.review, score: session.score }} />;
}

type Detail = NonNullable<ReturnType<typeof useReview>["data"]>;

function Review({
  session,
}: {
  session: Detail & { review: ReviewItem[]; score: NonNullable<Detail["score"]> };
}) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReviewFilter>("all");
  const back = useBack();
  const counts = reviewCounts(session.review);
  const shown = filterReview(session.review, filter);
  const numberOf = new Map(session.review.map((item, index) => [item.id, index + 1]));
  const { score } = session;
  const exited = session.status === "exited";

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = reviewKeyAction(event);
      if (!action) return;
      event.preventDefault();
      if (action.kind === "back") back();
      else setFilter(action.filter);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  });

  const when = session.finished_at
    ? new Date(session.finished_at).toLocaleString(dateLocale(i18n.language), {
        dateStyle: "medium",
        timeStyle: "short",
      })
    : null;

  return (
    <section className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-6 sm:py-10">
      <button
        type="button"
        onClick={back}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-brand-800 hover:bg-slate-100"
      >
        <span aria-hidden="true">←</span> {t("sessions.review.back")}
        <kbd className="ml-1 hidden rounded border border-slate-300 px-1 text-xs text-slate-600 sm:inline">
          Esc
        </kbd>
      </button>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {exited ? t("sessions.review.progressTitle") : t("sessions.review.title")}
      </h1>
      <p className="mt-1 text-slate-700">
        {t(SESSION_TYPE_LABELS[session.type])}
        {when ? ` · ${when}` : ""}
      </p>

      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <p className="text-lg font-semibold" data-testid="review-summary">
          {t("sessions.review.summary", {
            correct: score.correct,
            total: score.total,
            percentage: score.percentage,
          })}
          {` · ${t("sessions.review.mistakes", { count: score.mistakes })}`}
        </p>
        {exited ? (
          <p className="mt-1 text-slate-700">{t("sessions.review.exitedNote")}</p>
        ) : score.passed !== null ? (
          <p className={cn("mt-1 font-semibold", score.passed ? "text-green-800" : "text-red-800")}>
            {score.passed ? t("sessions.review.passed") : t("sessions.review.failed")}
          </p>
        ) : null}
      </div>

      <div className="mt-5">
        <fieldset>
          <legend className="sr-only">{t("sessions.review.filter")}</legend>
          <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-200 p-1">
            {REVIEW_FILTERS.map((candidate, index) => (
              <button
                key={candidate}
                type="button"
                aria-pressed={filter === candidate}
                onClick={() => setFilter(candidate)}
                aria-keyshortcuts={String(index + 1)}
                className={cn(
                  "min-h-11 rounded-lg px-1 text-sm font-semibold sm:px-2 sm:text-base",
                  filter === candidate
                    ? "bg-white text-slate-900 shadow"
                    : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {t(FILTER_LABELS[candidate], { count: counts[candidate] })}
              </button>
            ))}
          </div>
        </fieldset>
        <p className="mt-2 hidden text-sm text-slate-600 sm:block">
          {t("sessions.review.keysHint")}
        </p>
      </div>

      <p aria-live="polite" className="sr-only">
        {t("sessions.review.showing", { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("sessions.review.emptyFilter")}</p>
      ) : (
        <ol className="mt-5 space-y-4">
          {shown.map((item) => (
            <ReviewEntry key={item.id} item={item} number={numberOf.get(item.id) ?? 0} />
          ))}
        </ol>
      )}

      <div className="mt-8 flex flex-col gap-2 sm:flex-row">
        <ButtonLink to="/practice">{t("sessions.review.backToPractice")}</ButtonLink>
      </div>
    </section>
  );
}

function ReviewEntry({ item, number }: { item: ReviewItem; number: number }) {
  const { t } = useTranslation();
  const verdict =
    item.user_answer === null
      ? {
          text: t("sessions.review.unanswered"),
          tone: "bg-amber-100 text-amber-900 ring-amber-300",
        }
      : item.is_correct
        ? { text: t("sessions.review.correct"), tone: "bg-green-100 text-green-900 ring-green-300" }
        : { text: t("sessions.review.incorrect"), tone: "bg-red-100 text-red-900 ring-red-300" };

  const markOf = (letter: string): { mark: OptionMark; note?: ReactNode } => {
    const mine = item.user_answer === letter;
    if (letter === item.correct_answer) {
      return {
        mark: "correct",
        note: mine ? t("sessions.review.yourAnswerCorrect") : t("sessions.review.correctAnswer"),
      };
    }
    return mine ? { mark: "wrong", note: t("sessions.review.yourAnswer") } : { mark: "none" };
  };

  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="review-item"
      data-correct={item.is_correct}
    >
      <article aria-labelledby={`review-${item.id}`}>
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-600">
            {t("sessions.review.questionNumber", { number })}
          </p>
          <span
            className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1", verdict.tone)}
          >
            {verdict.text}
          </span>
        </div>
        {item.image_url ? (
          <QuestionImage src={item.image_url} alt={item.image_alt} className="mt-3" />
        ) : null}
        <h2 id={`review-${item.id}`} className="mt-3 text-lg font-semibold text-pretty">
          {item.text}
        </h2>
        <ul className="mt-3 space-y-2">
          {Object.keys(item.options)
            .sort()
            .map((letter) => {
              const { mark, note } = markOf(letter);
              return (
                <li key={letter}>
                  <LetteredOption
                    letter={letter}
                    text={item.options[letter] ?? ""}
                    mark={mark}
                    note={note}
                  />
                </li>
              );
            })}
        </ul>
        <div className="mt-4 rounded-xl bg-slate-50 p-4">
          <h3 className="font-semibold text-slate-900">{t("sessions.review.explanation")}</h3>
          <p className="mt-1 text-pretty text-slate-800">{item.explanation}</p>
          {item.reference ? (
            <p className="mt-2 text-sm text-slate-600">
              {t("sessions.review.reference", { reference: item.reference })}
            </p>
          ) : null}
          <LawChecked date={item.reviewed} className="mt-1 text-sm text-slate-600" />
        </div>
      </article>
    </li>
  );
}

function Problem({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold" data-testid="review-problem">
        {title}
      </h1>
      <ButtonLink to="/practice">{t("sessions.review.backToPractice")}</ButtonLink>
    </section>
  );
}
