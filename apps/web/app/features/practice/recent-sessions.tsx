import type { Category } from "@cc/contracts/questions";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { dateLocale, SESSION_TYPE_LABELS } from "../../lib/session-labels";
import { practiceQueries } from "./practice-api";
import { type HistoryItem, minutesLeft, recentSessionView } from "./recent-sessions-model";

/** The latest sessions with the way back into each (spec section 2, recent sessions). */
export function RecentSessions({ categories }: { categories: readonly Category[] | undefined }) {
  const { t, i18n } = useTranslation();
  const history = useQuery(practiceQueries.recent(i18n.language));
  return (
    <section
      aria-labelledby="recent-title"
      aria-busy={history.isPending}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="recent-title" className="text-xl font-bold">
        {t("practice.recent.title")}
      </h2>
      {history.isPending ? (
        <ul className="mt-4 space-y-3" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className="h-16 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </ul>
      ) : history.isError ? (
        <div className="mt-4">
          <p role="alert" className="text-red-800">
            {t("practice.recent.loadFailed")}
          </p>
          <Button variant="secondary" className="mt-2" onClick={() => void history.refetch()}>
            {t("practice.retry")}
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <p className="mt-4 text-slate-700" data-testid="recent-empty">
          {t("practice.recent.empty")}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {history.data.map((item) => (
            <RecentSession
              key={item.session_id}
              item={item}
              categories={categories}
              fetchedAt={history.dataUpdatedAt}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentSession({
  item,
  categories,
  fetchedAt,
}: {
  item: HistoryItem;
  categories: readonly Category[] | undefined;
  /** When the list arrived: the server's seconds left count from then. */
  fetchedAt: number;
}) {
  const { t, i18n } = useTranslation();
  const view = recentSessionView(item);
  const category = categories?.find((c) => c.id === item.category_id)?.name;
  const when = new Date(item.started_at).toLocaleString(dateLocale(i18n.language), {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const { score } = item;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="recent-session">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold text-slate-900">
          {t(SESSION_TYPE_LABELS[item.type])}
          {category ? <span className="font-normal text-slate-700"> · {category}</span> : null}
        </p>
        <p className="text-sm text-slate-600">
          {when} ·{" "}
          {item.transmission_type === "manual"
            ? t("practice.setup.manual")
            : t("practice.setup.automatic")}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          {score ? (
            <span className="font-medium tabular-nums text-slate-800">
              {t("practice.recent.score", {
                correct: score.correct,
                total: score.total,
                percentage: score.percentage,
              })}
            </span>
          ) : (
            <span className="text-slate-700">
              {t("practice.recent.questions", { count: item.question_count })}
            </span>
          )}
          {score && item.status === "completed" && score.passed !== null ? (
            <Badge tone={score.passed ? "good" : "bad"}>
              {score.passed ? t("practice.recent.passed") : t("practice.recent.failed")}
            </Badge>
          ) : null}
          {view.badgeKey ? <Badge tone="neutral">{t(view.badgeKey)}</Badge> : null}
          {item.seconds_left !== null ? (
            <TimeLeft deadline={fetchedAt + item.seconds_left * 1000} />
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {view.review ? (
          <Link
            to={view.review.to}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 font-semibold text-brand-800 hover:bg-slate-100"
          >
            {t(view.review.labelKey)}
          </Link>
        ) : null}
        {view.noReviewKey ? (
          <span className="text-sm text-slate-600">{t(view.noReviewKey)}</span>
        ) : null}
        {view.continueTo ? (
          <Link
            to={view.continueTo}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700"
          >
            {t("practice.recent.continue")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** A running exam's time left, in whole minutes, kept current while the list is on screen. */
function TimeLeft({ deadline }: { deadline: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = minutesLeft(deadline, now);
  return (
    <span data-testid="time-left">
      <Badge tone={minutes > 0 ? "neutral" : "bad"}>
        {minutes > 0 ? t("practice.recent.timeLeft", { minutes }) : t("practice.recent.timeUp")}
      </Badge>
    </span>
  );
}

const BADGE_TONES = {
  good: "bg-green-100 text-green-900 ring-green-300",
  bad: "bg-red-100 text-red-900 ring-red-300",
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
} as const;

function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: string }) {
  return (
    <span
      className={cn("rounded-full px-2 py-0.5 text-xs font-semibold ring-1", BADGE_TONES[tone])}
    >
      {children}
    </span>
  );
}
