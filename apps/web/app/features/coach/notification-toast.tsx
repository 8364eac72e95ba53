import type { NotificationView } from "@cc/contracts/notifications";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ProgressBar } from "../../components/ui/progress-bar";
import { useConsent } from "../../lib/consent";
import { formatPercent } from "../../lib/format";
import { NotificationIcon } from "./notification-icon";
import { actionPath, useActiveNotification, useMarkNotification } from "./notifications-api";

/**
 * Spec section 9: a notification left alone goes after 15 s, and that counts as dismissal. Not
 * left alone: the time stands still while the pointer rests on it or the focus is in it.
 */
const AUTO_DISMISS_MS = 15_000;

const DURING_SESSION = /^\/(exam|practice\/)/;

/**
 * The coach's notification toast, for signed-in pages: at the bottom on a phone and under the top
 * bar from 640 px, never over the bar's menu, language and sign-out controls. It waits until the
 * cookie banner is answered (decision 0056): the banner comes first and is never covered.
 */
export function NotificationToast() {
  const { pathname } = useLocation();
  const consentAnswered = useConsent().record !== null;
  const incoming = useActiveNotification().data?.notification ?? null;
  const [current, setCurrent] = useState<NotificationView | null>(null);
  const gone = useRef(new Set<string>());
  // The toast on screen stays until it is settled, even if the active one changes meanwhile
  // (it was just marked shown); the same one may come again, in another language.
  useEffect(() => {
    if (!incoming || gone.current.has(incoming.id)) return;
    if (!current || incoming.id === current.id) setCurrent(incoming);
  }, [incoming, current]);
  // Never over a running exam or practice: its keys and its attention are the learner's.
  if (!current || !consentAnswered || DURING_SESSION.test(pathname)) return null;
  const settled = () => {
    gone.current.add(current.id);
    setCurrent(null);
  };
  return <Toast key={current.id} notification={current} onSettled={settled} />;
}

type Hold = "pointer" | "focus";
type Countdown = ReturnType<typeof startCountdown>;

/** Calls `done` after `ms`; the time stands still while something holds it. */
function startCountdown(ms: number, done: () => void) {
  let left = ms;
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const holds = new Set<Hold>();
  const run = () => {
    if (timer !== undefined || holds.size > 0) return;
    since = Date.now();
    timer = setTimeout(done, Math.max(0, left));
  };
  const stop = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    left -= Date.now() - since;
  };
  run();
  return {
    stop,
    hold(why: Hold, on: boolean) {
      if (on) {
        holds.add(why);
        stop();
      } else {
        holds.delete(why);
        run();
      }
    },
  };
}

// Keys typed into a field, or pressed on a focused button or link, belong to that control: Enter
// on the page's own "Remove date" button must not run the toast's action instead.
const keysBelongTo = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT", "BUTTON", "A"].includes(target.tagName));

function Toast({
  notification,
  onSettled,
}: {
  notification: NotificationView;
  onSettled: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mark = useMarkNotification();
  const { id } = notification;
  const canSnooze = notification.can_snooze && !notification.is_snoozed;
  const done = useRef(false);

  const act = {
    dismiss: () => settle(() => mark.mutateAsync({ id, mark: "dismiss" })),
    snooze: () => canSnooze && settle(() => mark.mutateAsync({ id, mark: "snooze" })),
    primary: () =>
      settle(async () => {
        try {
          await mark.mutateAsync({ id, mark: "click" });
          await mark.mutateAsync({ id, mark: "dismiss" });
          navigate(actionPath(notification.cta_action));
        } catch {
          navigate("/statistics");
        }
      }),
  };
  function settle(work: () => Promise<unknown>) {
    if (done.current) return;
    done.current = true;
    onSettled();
    work().catch(() => {});
  }
  const latest = useRef(act);
  latest.current = act;

  const timer = useRef<Countdown | null>(null);
  const hold = (why: Hold, on: boolean) => timer.current?.hold(why, on);

  useEffect(() => {
    mark.mutate({ id, mark: "show" });
    const countdown = startCountdown(AUTO_DISMISS_MS, () => latest.current.dismiss());
    timer.current = countdown;
    const onKey = (event: KeyboardEvent) => {
      if (keysBelongTo(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const handler =
        event.key === "Escape"
          ? latest.current.dismiss
          : event.key === "Enter"
            ? latest.current.primary
            : event.key === " "
              ? latest.current.snooze
              : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      countdown.stop();
      window.removeEventListener("keydown", onKey);
    };
    // Once per notification: the component is keyed by its id, and `mutate` is stable.
  }, [id, mark.mutate]);

  const { data } = notification;
  return (
    // Below 640 px the top bar's controls (menu, language) span its width: the toast sits at the
    // bottom, within the thumb's reach; wider, it sits under the bar (h-16), at the right.
    <div
      role="status"
      aria-live="polite"
      onPointerEnter={() => hold("pointer", true)}
      onPointerLeave={() => hold("pointer", false)}
      onFocus={() => hold("focus", true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold("focus", false);
      }}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-sm space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:top-19 sm:right-3 sm:bottom-auto sm:left-auto"
    >
      <p className="flex items-start gap-2 font-semibold">
        <NotificationIcon icon={notification.icon} />
        <span>{notification.title}</span>
      </p>
      <p className="text-slate-700">{notification.message}</p>
      {data.weak_category_rate !== undefined && (
        <Figure label={t("coach.toast.weakCategoryRate")} percent={data.weak_category_rate} />
      )}
      {data.overall_score !== undefined && (
        <Figure label={t("coach.toast.overallScore")} percent={data.overall_score} />
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button onClick={act.primary}>{notification.cta_text}</Button>
        {canSnooze && (
          <Button variant="secondary" onClick={act.snooze}>
            {t("coach.toast.later")}
          </Button>
        )}
        <Button variant="secondary" onClick={act.dismiss}>
          {t("coach.toast.dismiss")}
        </Button>
      </div>
    </div>
  );
}

/** A bar with its name and figure in view: two bare bars one above the other say nothing. */
function Figure({ label, percent }: { label: string; percent: number }) {
  return (
    <div>
      <p className="flex justify-between gap-2 text-sm text-slate-700">
        <span>{label}</span>
        <span>{formatPercent(percent)}</span>
      </p>
      <ProgressBar label={label} value={percent} max={100} />
    </div>
  );
}
