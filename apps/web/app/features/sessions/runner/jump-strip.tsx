import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import type { NavigationAction } from "../../../lib/question-navigation";

/**
 * Every question as a numbered button: the current one, those answered and those still open, so
 * the learner can go straight to any of them. `onMove` must be stable (the reducer's dispatch): a
 * move then renders again only the two buttons whose state changed.
 */
export function JumpStrip({
  current,
  answered,
  onMove,
}: {
  current: number;
  /** Per question, in order: whether it is answered. */
  answered: readonly boolean[];
  onMove(action: NavigationAction): void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="jump-strip-title" className="mt-6">
      <h2 id="jump-strip-title" className="text-sm font-semibold text-slate-700">
        {t("sessions.runner.jumpTitle")}
      </h2>
      <ol className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-1.5">
        {answered.map((isAnswered, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the questions of a session never move.
          <li key={index}>
            <JumpButton
              index={index}
              here={index === current}
              answered={isAnswered}
              onMove={onMove}
            />
          </li>
        ))}
      </ol>
      <JumpLegend />
    </nav>
  );
}

const JumpButton = memo(function JumpButton({
  index,
  here,
  answered,
  onMove,
}: {
  index: number;
  here: boolean;
  answered: boolean;
  onMove(action: NavigationAction): void;
}) {
  const { t } = useTranslation();
  // A move changes only `here` of two buttons; their label says the number and whether answered.
  const label = useMemo(() => {
    const state = answered ? t("sessions.runner.answered") : t("sessions.runner.unanswered");
    return t("sessions.runner.jumpTo", { number: index + 1, state });
  }, [t, index, answered]);
  return (
    <button
      type="button"
      onClick={() => onMove({ kind: "jump", index })}
      aria-current={here ? "step" : undefined}
      aria-label={label}
      data-state={here ? "current" : answered ? "answered" : "unanswered"}
      className={cn(
        "grid h-10 w-full place-items-center rounded-lg border-2 text-sm font-semibold tabular-nums",
        here
          ? "border-slate-900 bg-slate-900 text-white"
          : answered
            ? "border-brand-600 bg-brand-600 text-white hover:bg-brand-700"
            : "border-slate-300 bg-white text-slate-800 hover:border-brand-600",
      )}
    >
      {index + 1}
    </button>
  );
});

// No props: rendered once, not on every move.
const JumpLegend = memo(function JumpLegend() {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <Legend swatch="border-slate-900 bg-slate-900" label={t("sessions.runner.current")} />
      <Legend swatch="border-brand-600 bg-brand-600" label={t("sessions.runner.answered")} />
      <Legend swatch="border-slate-300 bg-white" label={t("sessions.runner.unanswered")} />
    </ul>
  );
});

function Legend({ swatch, label }: { swatch: string; label: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className={cn("inline-block size-3.5 rounded border-2", swatch)} />
      {label}
    </li>
  );
}
