import { MB_WAY_REQUEST_MINUTES, type Payment, type PlanId } from "@cc/contracts/payments";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { paymentQueries, useCheckout } from "./payments-api";

const MINUTE_MS = 60_000;
/** How often the page asks whether the phone approved (the webhook updates our record). */
const POLL_MS = 5_000;

/**
 * Whole minutes left of the MB WAY request that began at `since`, rounded up ("about 3 minutes"),
 * and 0 once the scheme's window has passed. The window is the scheme's documented timeout, not a
 * deadline the provider gives us, so it is only ever shown as an approximation.
 */
export function mbWayMinutesLeft(since: string, now: number): number {
  const endsAt = Date.parse(since) + MB_WAY_REQUEST_MINUTES * MINUTE_MS;
  return Math.max(0, Math.ceil((endsAt - now) / MINUTE_MS));
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The MB WAY wait: about how long the phone request has left, then what to do once it lapsed. */
export function MbWayWait({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const retry = useCheckout();
  // The approval arrives by webhook: keep reading our record while the learner looks at the phone.
  useQuery({ ...paymentQueries.detail(payment.id), refetchInterval: POLL_MS });
  const left = payment.awaiting_since ? mbWayMinutesLeft(payment.awaiting_since, now) : null;

  if (left === 0) {
    return (
      <div className="space-y-3 rounded-lg bg-amber-50 p-3 text-amber-950" data-testid="mb-way">
        <p role="status" className="font-medium">
          {t("payments.awaiting.mbWayLapsed")}
        </p>
        <p>{t("payments.awaiting.mbWayTimedOut")}</p>
        {retry.error ? (
          <p role="alert" className="text-red-800">
            {t("payments.errors.processing")}
          </p>
        ) : null}
        <Button
          onClick={() => retry.start({ plan: payment.plan as PlanId, nif: "" })}
          disabled={retry.isPending}
          aria-busy={retry.isPending}
        >
          {retry.isPending ? t("payments.plans.opening") : t("payments.declined.tryAgain")}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2" data-testid="mb-way">
      <p className="text-slate-700">{t("payments.awaiting.mbWayBody")}</p>
      {left === null ? null : (
        <p className="font-medium" aria-live="polite">
          {t("payments.awaiting.mbWayLeft", { count: left })}
        </p>
      )}
    </div>
  );
}
