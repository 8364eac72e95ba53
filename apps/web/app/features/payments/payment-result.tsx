import type { Payment, PlanId } from "@cc/contracts/payments";
import { marketingAllowed } from "@cc/domain/consent/record";
import { payments } from "@cc/i18n/locales/pt/payments";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { useConsent } from "../../lib/consent";
import { formatDay } from "../../lib/format";
import { addPortuguese } from "../../lib/i18n";
import { track } from "../../lib/tracking/events";
import { MbWayWait } from "./mb-way-wait";
import { MultibancoDetails, PaymentFacts } from "./payment-facts";
import { claimPurchaseReport, paymentQueries, useCheckPayment } from "./payments-api";
import { RetryCheckout } from "./retry-checkout";

addPortuguese(payments);

/** The payment this page answers for: `?payment=<id>`, readable only by its owner. */
function usePaymentResponse() {
  const [params] = useSearchParams();
  const id = params.get("payment") ?? "";
  const query = useQuery({ ...paymentQueries.detail(id), enabled: id !== "" });
  const refused = query.error instanceof ApiError ? query.error.status : null;
  // Someone else's payment (404) or an address naming none (422): no payment response here.
  const missing = id === "" || refused === 404 || refused === 422;
  return { id, query, missing };
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-xl space-y-5 px-3 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}

function BackToPasses({ variant = "secondary" }: { variant?: "primary" | "secondary" }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/subscription" variant={variant}>
      {t("payments.denied.back")}
    </ButtonLink>
  );
}

/** The payment could not be read (network, server): say so, and let the learner ask again. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Page title={t("payments.checking.title")}>
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t("payments.errors.checkFailed")}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onRetry}>{t("payments.pending.check")}</Button>
        <BackToPasses />
      </div>
    </Page>
  );
}

/**
 * Reports a paid pass to the trackers (spec section 9: subscribe, and the purchase) once per
 * purchase: the server hands out that one report, whatever the visit, browser or device
 * (docs/decisions/0051-purchase-reported-once.md). It is asked for only under marketing consent,
 * so a report is never used up where no tracker may receive it.
 */
function TrackPaid({ payment }: { payment: Payment }) {
  const allowed = marketingAllowed(useConsent().record);
  // Refetches bring new objects for the same payment: ask once per visit.
  const asked = useRef(false);
  useEffect(() => {
    if (!allowed || asked.current) return;
    asked.current = true;
    claimPurchaseReport(payment.id)
      .then((report) => {
        if (!report) return;
        track.subscribe(payment.plan);
        track.purchase({
          orderReference: payment.reference,
          currency: "EUR",
          value: payment.amount_cents / 100,
          contentName: payment.plan,
          contentType: "pass",
          contentIds: [payment.plan],
        });
      })
      // A claim that failed reports nothing: a purchase missed beats one counted twice.
      .catch(() => {});
  }, [allowed, payment]);
  return null;
}

/** /payment/approved: the approved payment, or what it waits for; Access Denied without one. */
export function PaymentApprovedPage() {
  const { t } = useTranslation();
  const { id, query, missing } = usePaymentResponse();
  if (missing) {
    return (
      <Page title={t("payments.denied.title")}>
        <p className="text-slate-700">{t("payments.denied.body")}</p>
        <BackToPasses variant="primary" />
      </Page>
    );
  }
  const payment = query.data;
  if (!payment) {
    if (query.isError) return <LoadFailed onRetry={() => query.refetch()} />;
    return <Spinner label={t("payments.checking.title")} />;
  }
  if (payment.status === "failed" || payment.status === "expired") {
    return <Navigate to={`/payment/declined?payment=${id}`} replace />;
  }
  if (payment.status === "refunded") {
    return (
      <Page title={t("payments.approved.refundedTitle")}>
        <p className="text-slate-700">
          {t("payments.approved.refundedBody", {
            date: formatDay(payment.refunded_at ?? payment.created_at),
          })}
        </p>
        <PaymentFacts payment={payment} />
        <BackToPasses variant="primary" />
      </Page>
    );
  }
  if (payment.status === "paid") return <Approved payment={payment} />;
  return <Waiting payment={payment} />;
}

/** A paid pass: practice now, or, on a later visit once its days are over, say so. */
function Approved({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const until = payment.access_expires_at;
  const ended = until !== null && Date.parse(until) <= Date.now() ? until : null;
  return (
    <Page title={t("payments.approved.title")}>
      {ended ? null : <TrackPaid payment={payment} />}
      <p className="text-slate-700">
        {ended
          ? t("payments.approved.ended", { date: formatDay(ended) })
          : t("payments.approved.body")}
      </p>
      <PaymentFacts payment={payment} />
      {ended ? (
        <BackToPasses variant="primary" />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to="/practice/quick">{t("payments.approved.startPractising")}</ButtonLink>
          <ButtonLink to="/practice" variant="secondary">
            {t("payments.approved.practiceArea")}
          </ButtonLink>
        </div>
      )}
    </Page>
  );
}

/** Not settled yet: asks the provider once on arrival, then on the learner's request. */
function Waiting({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const check = useCheckPayment(payment.id);
  const checkedOnArrival = useRef(false);
  useEffect(() => {
    if (checkedOnArrival.current || payment.status !== "pending") return;
    checkedOnArrival.current = true;
    check.mutate();
  }, [payment.status, check]);

  const mbWay = payment.status === "awaiting_payment" && payment.method === "mb_way";
  const title =
    payment.status === "pending"
      ? t("payments.checking.title")
      : mbWay
        ? t("payments.awaiting.mbWayTitle")
        : t("payments.awaiting.multibancoTitle");
  return (
    <Page title={title}>
      {payment.status === "pending" ? (
        <p className="text-slate-700">{t("payments.checking.body")}</p>
      ) : mbWay ? (
        <MbWayWait payment={payment} />
      ) : (
        <>
          <p className="text-slate-700">{t("payments.awaiting.multibancoBody")}</p>
          {payment.multibanco ? <MultibancoDetails details={payment.multibanco} /> : null}
        </>
      )}
      <PaymentFacts payment={payment} />
      {check.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {check.error instanceof ApiError && check.error.status !== 0
            ? check.error.message
            : t("payments.errors.checkFailed")}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => check.mutate()}
          disabled={check.isPending}
          aria-busy={check.isPending}
        >
          {check.isPending ? t("payments.pending.checking") : t("payments.pending.check")}
        </Button>
        <BackToPasses />
      </div>
    </Page>
  );
}

/** /payment/declined: the payment that did not go through, and Try Again; an access error without one. */
export function PaymentDeclinedPage() {
  const { t } = useTranslation();
  const { id, query, missing } = usePaymentResponse();
  if (missing) {
    return (
      <Page title={t("payments.declined.accessErrorTitle")}>
        <p className="text-slate-700">{t("payments.declined.accessErrorBody")}</p>
        <BackToPasses variant="primary" />
      </Page>
    );
  }
  const payment = query.data;
  if (!payment) {
    if (query.isError) return <LoadFailed onRetry={() => query.refetch()} />;
    return <Spinner label={t("payments.checking.title")} />;
  }
  if (payment.status === "refunded") {
    return <Navigate to={`/payment/approved?payment=${id}`} replace />;
  }
  if (payment.status === "paid") {
    return (
      <Page title={t("payments.approved.title")}>
        <p className="text-slate-700">{t("payments.declined.paidInstead")}</p>
        <ButtonLink to={`/payment/approved?payment=${id}`}>
          {t("payments.declined.seePass")}
        </ButtonLink>
      </Page>
    );
  }
  return (
    <Page title={t("payments.declined.title")}>
      {payment.status === "failed" || payment.status === "expired" ? (
        <p className="font-medium text-slate-900">
          {t(
            payment.status === "expired"
              ? "payments.declined.expired"
              : payment.method === "mb_way"
                ? "payments.declined.mbWayFailed"
                : "payments.declined.failed",
          )}
        </p>
      ) : null}
      <p className="text-slate-700">{t("payments.declined.body")}</p>
      <PaymentFacts payment={payment} />
      <RetryCheckout plan={payment.plan as PlanId}>
        <BackToPasses />
      </RetryCheckout>
    </Page>
  );
}
