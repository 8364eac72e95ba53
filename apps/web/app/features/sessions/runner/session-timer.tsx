import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { formatClock, secondsLeft } from "./countdown";

/** Under this many seconds the clock turns red. */
const WARNING_SECONDS = 300;

// A ticking clock is not read aloud; these moments are, once each (for a minute of display).
const ANNOUNCEMENTS = [
  { seconds: 300, key: "sessions.runner.fiveMinutesLeft" },
  { seconds: 60, key: "sessions.runner.oneMinuteLeft" },
] as const;

/**
 * The full exam's countdown to the server's deadline. It re-renders alone (not the question), and
 * calls `onTimeUp` once when it reaches zero.
 */
export function SessionTimer({
  deadline,
  clockOffset,
  onTimeUp,
}: {
  deadline: string;
  clockOffset: number;
  onTimeUp(): void;
}) {
  const { t } = useTranslation();
  const left = () => secondsLeft(deadline, clockOffset, Date.now());
  const [seconds, setSeconds] = useState(left);
  const onTimeUpRef = useRef(onTimeUp);
  onTimeUpRef.current = onTimeUp;
  const fired = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only these two props.
  useEffect(() => {
    const tick = () => {
      const now = left();
      setSeconds(now);
      if (now === 0 && !fired.current) {
        fired.current = true;
        onTimeUpRef.current();
      }
    };
    tick();
    // Four ticks a second keep the display within a quarter second of the real deadline.
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [deadline, clockOffset]);

  const announce = ANNOUNCEMENTS.find(
    (mark) => seconds <= mark.seconds && seconds > mark.seconds - 60,
  );
  return (
    <div className="flex items-center gap-2">
      <span
        role="timer"
        aria-label={t("sessions.runner.timeLeft")}
        data-testid="exam-timer"
        className={cn(
          "rounded-lg px-3 py-1.5 font-mono text-lg font-bold tabular-nums",
          seconds <= WARNING_SECONDS ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-900",
        )}
      >
        {formatClock(seconds)}
      </span>
      <span className="sr-only" aria-live="polite">
        {announce ? t(announce.key) : ""}
      </span>
    </div>
  );
}
