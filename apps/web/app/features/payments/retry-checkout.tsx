import type { PlanId } from "@cc/contracts/payments";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { useCheckout } from "./payments-api";

/**
 * "Try again" for a payment that did not go through: a new checkout of the same plan (the
 * learner may pick another method there), with the error if it cannot be opened.
 */
export function RetryCheckout({ plan, children }: { plan: PlanId; children?: ReactNode }) {
  const { t } = useTranslation();
  const retry = useCheckout();
  return (
    <>
      {retry.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {t("payments.errors.processing")}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => retry.start({ plan, nif: "" })}
          disabled={retry.isPending}
          aria-busy={retry.isPending}
        >
          {retry.isPending ? t("payments.plans.opening") : t("payments.declined.tryAgain")}
        </Button>
        {children}
      </div>
    </>
  );
}
