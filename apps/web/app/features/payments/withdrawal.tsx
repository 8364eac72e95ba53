import type { Payment } from "@cc/contracts/payments";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { TextAreaField } from "../../components/ui/form-field";
import { formatDateTime, formatDay } from "../../lib/format";
import { paymentQueries, useRefundRequest } from "./payments-api";
import { InfoCard } from "./subscription-page";

/**
 * The EU withdrawal button: while a paid pass is within its 14 days, the profile offers to
 * withdraw; a second step confirms with an optional reason, and the learner gets an e-mail.
 */
export function WithdrawalPanel() {
  const { data } = useQuery(paymentQueries.list());
  const now = Date.now();
  const eligible = (data ?? []).filter(
    (payment) =>
      payment.refund_requested_at ||
      (payment.refundable_until && new Date(payment.refundable_until).getTime() > now),
  );
  const latest = eligible.find((payment) => payment.status === "paid");
  if (!latest) return null;
  return <Withdrawal payment={latest} />;
}

function Withdrawal({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const request = useRefundRequest(payment.id);
  return (
    <InfoCard title={t("payments.withdrawal.title")} titleId="withdrawal-title">
      {payment.refund_requested_at ? (
        <p role="status" className="text-slate-800">
          {t("payments.withdrawal.requested", {
            date: formatDateTime(payment.refund_requested_at),
          })}
        </p>
      ) : (
        <>
          <p className="text-slate-700">
            {t("payments.withdrawal.intro", {
              date: formatDay(payment.paid_at ?? payment.created_at),
              until: formatDay(payment.refundable_until ?? payment.created_at),
            })}
          </p>
          {confirming ? (
            <form
              className="mt-3 space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                request.mutate(reason);
              }}
            >
              <TextAreaField
                label={t("payments.withdrawal.reasonLabel")}
                value={reason}
                maxLength={1000}
                onChange={(event) => setReason(event.target.value)}
              />
              {request.error ? (
                <p role="alert" className="text-red-800">
                  {request.error.message}
                </p>
              ) : null}
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button type="submit" variant="danger" disabled={request.isPending}>
                  {t("payments.withdrawal.confirm")}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                  {t("payments.withdrawal.cancel")}
                </Button>
              </div>
            </form>
          ) : (
            <Button variant="secondary" className="mt-3" onClick={() => setConfirming(true)}>
              {t("payments.withdrawal.button")}
            </Button>
          )}
        </>
      )}
    </InfoCard>
  );
}
