import type { CoachDashboard } from "@cc/contracts/coach";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ProgressBar } from "../../components/ui/progress-bar";
import { intlLocale } from "../../lib/format";

/** One of the statistics page's cards: a titled panel. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** Today's goal: the plan's questions per day against today's answers. */
export function DailyGoalCard({ goal }: { goal: CoachDashboard["daily_goal"] }) {
  const { t } = useTranslation();
  return (
    <Card title={t("coach.statistics.dailyGoalTitle")}>
      <p className="text-slate-700">
        {goal.met
          ? t("coach.statistics.dailyGoalMet", { count: goal.done })
          : t("coach.statistics.dailyGoalProgress", { done: goal.done, count: goal.target })}
      </p>
      <ProgressBar
        label={t("coach.statistics.dailyGoalTitle")}
        value={Math.min(goal.done, goal.target)}
        max={goal.target}
      />
    </Card>
  );
}

/** Where readiness is heading: the trend in a sentence and the next milestones. */
export function MilestonesCard({ prediction }: { prediction: CoachDashboard["prediction"] }) {
  const { t } = useTranslation();
  return (
    <Card title={t("coach.statistics.milestonesTitle")}>
      <p className="text-slate-700">{prediction.trend_description}</p>
      <ul className="space-y-1">
        {prediction.milestones.map((m) => (
          <li key={m.target} className={m.reached ? "font-medium text-green-900" : undefined}>
            {m.reached
              ? t("coach.statistics.milestoneReached", { target: m.target })
              : m.estimated_days === null
                ? t("coach.statistics.milestoneNoPace", { target: m.target })
                : t("coach.statistics.milestoneDays", {
                    target: m.target,
                    count: m.estimated_days,
                  })}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The last 7 days with answers, newest first. */
export function RecentActivityCard({ days }: { days: CoachDashboard["recent_activity"] }) {
  const { t } = useTranslation();
  const dateOf = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(), {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
  return (
    <Card title={t("coach.statistics.recentTitle")}>
      {days.length === 0 ? (
        <p className="text-slate-700">{t("coach.statistics.recentEmpty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {days.map((d) => (
            <li key={d.day} className="flex flex-wrap justify-between gap-x-3 py-2">
              <span className="font-medium">{dateOf(d.day)}</span>
              <span className="text-slate-700">
                {t("coach.statistics.recentDay", { count: d.answers })}
                {d.readiness !== null &&
                  ` · ${t("coach.statistics.recentReadiness", { score: d.readiness })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
