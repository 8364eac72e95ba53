import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { SESSION_TYPE_LABELS } from "../../../lib/session-labels";
import type { RunningSession } from "../sessions-api";
import { SessionTimer } from "./session-timer";

/**
 * The session's title, the full exam's countdown and the exit button. Memoised, with stable
 * callbacks from the runner: a move between questions does not render it again (decision 0044).
 */
export const SessionHeader = memo(function SessionHeader({
  type,
  deadline,
  clockOffset,
  onTimeUp,
  onExit,
  active,
}: {
  type: RunningSession["type"];
  deadline: string | null;
  clockOffset: number;
  onTimeUp(): void;
  onExit(): void;
  active: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <h1 id="exam-title" className="min-w-0 flex-1 text-lg font-bold sm:text-2xl">
        {t(SESSION_TYPE_LABELS[type])}
      </h1>
      {deadline ? (
        <SessionTimer deadline={deadline} clockOffset={clockOffset} onTimeUp={onTimeUp} />
      ) : null}
      <Button variant="secondary" size="compact" onClick={onExit} disabled={!active}>
        {t("sessions.runner.exit")}
      </Button>
    </div>
  );
});

/** How many questions are answered; renders again only when that changes, not on a move. */
export const AnsweredCounter = memo(function AnsweredCounter({
  answered,
  total,
}: {
  answered: number;
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <span data-testid="answered-counter">
      {t("sessions.runner.answeredOf", { answered, total })}
    </span>
  );
});

/** The same as a bar. */
export const AnsweredBar = memo(function AnsweredBar({
  answered,
  total,
}: {
  answered: number;
  total: number;
}) {
  const { t } = useTranslation();
  return <ProgressBar label={t("sessions.runner.progress")} value={answered} max={total} />;
});
