import type { CoachDashboard, StatisticsRange, StudyPlanView } from "@cc/contracts/coach";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExamDateForm } from "../../components/exam-date-form";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { ProgressBar } from "../../components/ui/progress-bar";
import { PageSkeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { formatPercent, intlLocale } from "../../lib/format";
import { useCoachDashboard, useCoachInsights } from "./coach-api";
import { categoryLine, planSummary } from "./counted-lines";
import { certaintyOf } from "./readiness-words";
import { Card, DailyGoalCard, MilestonesCard, RecentActivityCard } from "./statistics-figures";

// uPlot stays out of every other page's bundle.
const ProgressCharts = lazy(() => import("./progress-charts"));

const CERTAINTY_KEYS = {
  rough: "coach.statistics.certaintyRough",
  fair: "coach.statistics.certaintyFair",
  firm: "coach.statistics.certaintyFirm",
} as const;
const RANGE_KEYS = {
  "7d": "coach.statistics.range7d",
  "30d": "coach.statistics.range30d",
  all: "coach.statistics.rangeAll",
} as const satisfies Record<StatisticsRange, string>;
const TREND_KEYS = {
  improving: "coach.statistics.trendImproving",
  stable: "coach.statistics.trendStable",
  needs_attention: "coach.statistics.trendNeedsAttention",
} as const;

/** /statistics: readiness as a probability with its uncertainty, what it is made of, and today's plan. */
export function StatisticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<StatisticsRange>("all");
  const dashboard = useCoachDashboard(range);
  const insights = useCoachInsights();
  if (dashboard.isPending) return <PageSkeleton label={t("coach.statistics.loading")} />;
  // A failed background refetch keeps the figures on screen (the query cache's toast says it
  // failed); only a page with nothing to show yet says so in place of the figures.
  if (dashboard.data === undefined) {
    return (
      <Section>
        <p role="alert">{t("coach.statistics.loadFailed")}</p>
        <Button onClick={() => dashboard.refetch()}>{t("coach.statistics.retry")}</Button>
      </Section>
    );
  }
  const data = dashboard.data;
  if (data.readiness.answered === 0) {
    return (
      <Section>
        <Card title={t("coach.statistics.emptyTitle")}>
          <p className="text-slate-700">{t("coach.statistics.emptyBody")}</p>
          <ButtonLink to="/practice">{t("coach.statistics.emptyAction")}</ButtonLink>
        </Card>
      </Section>
    );
  }
  return (
    <Section>
      <ReadinessCard data={data} />
      <RangeSwitch range={range} onChange={setRange} />
      <Overview data={data} />
      <DailyGoalCard goal={data.daily_goal} />
      <MilestonesCard prediction={data.prediction} />
      <Suspense fallback={null}>
        <ProgressCharts data={data} />
      </Suspense>
      {insights.data && <PlanCard plan={insights.data.study_plan} data={data} />}
      <Card title={t("coach.examDate.title")}>
        <ExamDateForm />
      </Card>
      <RecentActivityCard days={data.recent_activity} />
      <CategoriesCard categories={data.categories} />
      <Card title={t("coach.statistics.howTitle")}>
        <p className="text-slate-700">{t("coach.statistics.howBody")}</p>
        <p className="text-slate-700">{t("coach.statistics.masteredNote")}</p>
      </Card>
    </Section>
  );
}

function Section({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-3xl space-y-5 px-3 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("coach.statistics.title")}
      </h1>
      {children}
    </section>
  );
}

function ReadinessCard({ data }: { data: CoachDashboard }) {
  const { t } = useTranslation();
  const { readiness } = data;
  const certainty = certaintyOf(readiness);
  return (
    <Card title={t("coach.statistics.readinessTitle")}>
      <p className="flex items-baseline gap-3">
        <span className="text-4xl font-bold">{formatPercent(readiness.score)}</span>
        {readiness.exam_ready && (
          <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
            {t("coach.statistics.examReady")}
          </span>
        )}
      </p>
      <p className="text-slate-700">{t("coach.statistics.readinessLabel")}</p>
      {certainty !== "none" && (
        <p className="text-slate-700">
          {t(CERTAINTY_KEYS[certainty], { ...readiness, count: readiness.answered })}
        </p>
      )}
      <ProgressBar label={t("coach.statistics.readinessTitle")} value={readiness.score} max={100} />
    </Card>
  );
}

/** The range the exam figures and charts cover (readiness above it is always today's). */
function RangeSwitch({
  range,
  onChange,
}: {
  range: StatisticsRange;
  onChange(range: StatisticsRange): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t("coach.statistics.rangeLegend")}</legend>
      {(Object.keys(RANGE_KEYS) as StatisticsRange[]).map((option) => (
        <label
          key={option}
          className={cn(
            "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
            option === range
              ? "border-brand-600 bg-brand-50 text-brand-800"
              : "border-slate-200 bg-white text-slate-700 hover:border-slate-400",
          )}
        >
          <input
            type="radio"
            name="statistics-range"
            value={option}
            checked={option === range}
            onChange={() => onChange(option)}
            className="size-4 accent-brand-600"
          />
          {t(RANGE_KEYS[option])}
        </label>
      ))}
    </fieldset>
  );
}

function Overview({ data }: { data: CoachDashboard }) {
  const { t } = useTranslation();
  const { performance_overview: overview, prediction } = data;
  const figures: [string, string][] = [
    [t("coach.statistics.tests"), String(overview.test_count)],
    [
      t("coach.statistics.averageScore"),
      overview.overall_score === null ? "–" : formatPercent(overview.overall_score),
    ],
    [
      t("coach.statistics.passRate"),
      overview.pass_rate === null ? "–" : formatPercent(overview.pass_rate),
    ],
    [t("coach.statistics.questionsAnswered"), String(overview.questions_answered)],
    [t("coach.statistics.questionsMastered"), String(overview.questions_mastered)],
    [t("coach.statistics.streak"), String(overview.study_streak)],
    [
      t("coach.statistics.estimatedDays"),
      prediction.estimated_days === null
        ? t("coach.statistics.noEstimate")
        : String(prediction.estimated_days),
    ],
  ];
  return (
    <Card
      title={t(
        prediction.trend_estimated ? TREND_KEYS[prediction.trend] : "coach.statistics.trendUnknown",
      )}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function PlanCard({ plan, data }: { plan: StudyPlanView; data: CoachDashboard }) {
  const { t } = useTranslation();
  const nameOf = (id: string) => data.categories.find((c) => c.category_id === id)?.name ?? id;
  return (
    <Card title={t("coach.statistics.planTitle")}>
      <p className="text-slate-700">{planSummary(t, plan)}</p>
      <ul className="list-disc space-y-1 pl-5">
        {plan.todays_actions.map((action) => (
          <li key={action.kind === "practice_category" ? action.category_id : action.kind}>
            {action.kind === "review_due"
              ? t("coach.statistics.actionReview", { count: action.questions })
              : action.kind === "practice_category"
                ? t("coach.statistics.actionPractice", {
                    count: action.questions,
                    category: nameOf(action.category_id),
                  })
                : t("coach.statistics.actionExam")}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function CategoriesCard({ categories }: { categories: CoachDashboard["categories"] }) {
  const { t } = useTranslation();
  const sorted = [...categories].sort((a, b) => b.expected_mistakes - a.expected_mistakes);
  return (
    <Card title={t("coach.statistics.categoriesTitle")}>
      <ul className="space-y-4">
        {sorted.map((c) => (
          <li key={c.category_id}>
            <p className="font-medium">{c.name}</p>
            <p className="text-sm text-slate-600">{categoryLine(t, c)}</p>
            <p className="text-sm text-slate-600">
              {t("coach.statistics.expectedMistakes", {
                mistakes: c.expected_mistakes.toLocaleString(intlLocale()),
              })}
            </p>
            <ProgressBar label={c.name} value={c.recalled_now} max={c.pool_size} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
