import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button-link";
import { cn } from "../../../lib/cn";
import { formatPercent } from "../../../lib/format";
import { SESSION_TYPE_LABELS } from "../../../lib/session-labels";
import type { SessionResult } from "../sessions-api";
import { formatClock } from "./countdown";

/** The verdict of a finished session and the way to its review (spec section 4, Exam: results). */
export function SessionResults({ result, timeUp }: { result: SessionResult; timeUp: boolean }) {
  const { t } = useTranslation();
  const { score } = result;
  const exited = result.status === "exited";
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The screen changed under the learner's feet: the verdict is where reading starts, at the top
  // of the page (the runner may have been scrolled), not left under the sticky header.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const verdict = exited
    ? {
        text: t("sessions.runner.resultExited"),
        tone: "bg-slate-100 text-slate-900 ring-slate-300",
      }
    : score.passed === true
      ? {
          text: t("sessions.runner.resultPassed"),
          tone: "bg-green-100 text-green-900 ring-green-300",
        }
      : score.passed === false
        ? { text: t("sessions.runner.resultFailed"), tone: "bg-red-100 text-red-900 ring-red-300" }
        : {
            text: t("sessions.runner.resultDone"),
            tone: "bg-brand-50 text-brand-800 ring-brand-100",
          };

  return (
    <section className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-6 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t(SESSION_TYPE_LABELS[result.type])}
      </p>
      <h1
        ref={headingRef}
        tabIndex={-1}
        data-testid="result-verdict"
        className={cn(
          "mt-2 scroll-mt-24 rounded-2xl px-4 py-5 text-center text-2xl font-extrabold ring-1 sm:text-3xl",
          verdict.tone,
        )}
      >
        {verdict.text}
      </h1>
      {timeUp ? (
        <p className="mt-3 text-center text-slate-700">{t("sessions.runner.timeUp")}</p>
      ) : null}
      {score.passed !== null && score.max_mistakes !== null && !exited ? (
        <p className="mt-3 text-center text-slate-700">
          {t("sessions.runner.passRule", { count: score.max_mistakes })}
        </p>
      ) : null}

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={t("sessions.runner.correct")}>
          {t("sessions.runner.outOf", { value: score.correct, total: score.total })}
        </Stat>
        <Stat label={t("sessions.runner.mistakes")}>
          <span data-testid="result-mistakes">{score.mistakes}</span>
        </Stat>
        <Stat label={t("sessions.runner.score")}>{formatPercent(score.percentage)}</Stat>
        <Stat label={t("sessions.runner.time")}>{formatClock(score.duration_seconds)}</Stat>
      </dl>
      {score.unanswered > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("sessions.runner.unansweredCount", { count: score.unanswered })}
        </p>
      ) : null}

      <div className="mt-8 flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={`/review/${result.session_id}`}>
          {exited ? t("sessions.runner.reviewProgress") : t("sessions.runner.review")}
        </ButtonLink>
        <ButtonLink to="/practice" variant="secondary">
          {t("sessions.runner.backToPractice")}
        </ButtonLink>
      </div>
    </section>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{children}</dd>
    </div>
  );
}
