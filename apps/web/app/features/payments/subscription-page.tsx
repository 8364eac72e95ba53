import { type Payment, PLAN_IDS, PLANS, type PlanId } from "@cc/contracts/payments";
import type { User } from "@cc/contracts/user";
import { payments } from "@cc/i18n/locales/pt/payments";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { TextField } from "../../components/ui/form-field";
import { useSession } from "../../lib/api";
import { ApiError } from "../../lib/api-client";
import { formatDay, formatMoney } from "../../lib/format";
import { addPortuguese } from "../../lib/i18n";
import { MultibancoDetails, STATUS_KEYS } from "./payment-facts";
import { paymentQueries, useCheckout } from "./payments-api";

addPortuguese(payments);

/**
 * /subscription (spec section 2): the two passes with their VAT-inclusive prices, what a pass
 * gives, the refund promise, the learner's access now, and any payment still in progress.
 */
export function SubscriptionPage({ trial }: { trial: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [nif, setNif] = useState("");
  const checkout = useCheckout();
  const { data: popular = null } = useQuery(paymentQueries.popularPlan());
  const failure = checkout.error instanceof ApiError ? checkout.error : null;
  if (!user) return null;
  const active = user.subscription_info.status === "active";

  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 px-3 py-6 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("payments.subscription.title")}
        </h1>
        <p className="text-slate-700">{t("payments.subscription.intro")}</p>
        <CurrentAccess info={user.subscription_info} />
      </header>

      <PaymentsInProgress />

      <section aria-labelledby="plans-title" className="space-y-4">
        <h2 id="plans-title" className="text-xl font-semibold">
          {t("payments.plans.heading")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {PLAN_IDS.map((plan) => (
            <PlanCard
              key={plan}
              plan={plan}
              popular={popular}
              renew={active}
              busy={checkout.isPending && checkout.variables?.plan === plan}
              disabled={checkout.isPending}
              onBuy={() => checkout.start({ plan, nif })}
            />
          ))}
        </div>
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {failure.fieldErrors.nif?.[0] ?? failure.message ?? t("payments.errors.processing")}
          </p>
        ) : null}
        {active ? <p className="text-sm text-slate-700">{t("payments.plans.renewNote")}</p> : null}
        <p className="text-sm text-slate-700">{t("payments.subscription.methods")}</p>
        <div className="max-w-sm">
          <TextField
            label={t("payments.nif.label")}
            hint={t("payments.nif.hint")}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            value={nif}
            errors={failure?.fieldErrors.nif}
            onChange={(event) => setNif(event.target.value)}
          />
        </div>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <InfoCard title={t("payments.includes.title")} titleId="includes-title">
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            <li>{t("payments.includes.exams")}</li>
            <li>{t("payments.includes.practice")}</li>
            <li>{t("payments.includes.weakAreas")}</li>
            <li>{t("payments.includes.review")}</li>
          </ul>
        </InfoCard>
        <InfoCard title={t("payments.refund.title")} titleId="refund-title">
          <p className="text-slate-700">{t("payments.refund.promise")}</p>
          <Link to="/refund" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t("payments.refund.link")}
          </Link>
        </InfoCard>
      </div>

      <aside className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <p className="text-slate-800">{t("payments.trial.text")}</p>
        {trial}
      </aside>
    </section>
  );
}

function CurrentAccess({ info }: { info: User["subscription_info"] }) {
  const { t } = useTranslation();
  let text = t("payments.subscription.statusNone");
  if (info.status === "active" && info.expires_at) {
    text = `${t("payments.subscription.statusActive", { date: formatDay(info.expires_at) })} ${t("payments.subscription.daysLeft", { days: info.days_remaining ?? 0 })}`;
  } else if (info.status === "expired" && info.expires_at) {
    text = t("payments.subscription.statusExpired", { date: formatDay(info.expires_at) });
  }
  return (
    <p className="font-medium text-slate-900" data-testid="access-status">
      {text}
    </p>
  );
}

/**
 * A pass's card. "Most popular" (border, badge) only when the server counted it from sales; the
 * other pass's button is then secondary. Without that count the two are alike, both buttons
 * primary: making one secondary would recommend it on nothing but our say-so.
 */
function PlanCard(props: {
  plan: PlanId;
  popular: PlanId | null;
  renew: boolean;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const { days, amountCents } = PLANS[props.plan];
  const mostPopular = props.popular === props.plan;
  const titleId = `plan-${props.plan}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm ${mostPopular ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"}`}
    >
      {mostPopular ? (
        <p className="mb-2 self-start rounded-full bg-brand-700 px-3 py-0.5 text-sm font-semibold text-white">
          {t("payments.plans.mostPopular")}
        </p>
      ) : null}
      <h3 id={titleId} className="text-lg font-semibold">
        {t("payments.plans.days", { days })}
      </h3>
      <p className="mt-1 text-3xl font-bold">{formatMoney(amountCents)}</p>
      <p className="text-sm text-slate-700">{t("payments.plans.vat")}</p>
      <Button
        className="mt-4 w-full"
        variant={props.popular && !mostPopular ? "secondary" : "primary"}
        disabled={props.disabled}
        aria-busy={props.busy}
        onClick={props.onBuy}
      >
        {props.busy
          ? t("payments.plans.opening")
          : t(props.renew ? "payments.plans.renew" : "payments.plans.buy", { days })}
      </Button>
    </article>
  );
}

/** Payments that have not ended yet: a checkout left open, a Multibanco reference still unpaid. */
function PaymentsInProgress() {
  const { t } = useTranslation();
  const { data } = useQuery(paymentQueries.list());
  const open = (data ?? []).filter(
    (payment) => payment.status === "pending" || payment.status === "awaiting_payment",
  );
  if (open.length === 0) return null;
  return (
    <InfoCard title={t("payments.pending.title")} titleId="in-progress-title">
      <ul className="space-y-4">
        {open.map((payment) => (
          <InProgress key={payment.id} payment={payment} />
        ))}
      </ul>
    </InfoCard>
  );
}

function InProgress({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-2">
      <p>
        {t("payments.plans.days", { days: payment.days })} · {formatMoney(payment.amount_cents)} ·{" "}
        {payment.reference} · {t(STATUS_KEYS[payment.status])}
      </p>
      {payment.multibanco ? <MultibancoDetails details={payment.multibanco} /> : null}
      <div className="flex flex-wrap gap-2">
        <ButtonLink variant="secondary" to={`/payment/approved?payment=${payment.id}`}>
          {t("payments.pending.check")}
        </ButtonLink>
        {payment.checkout_url ? (
          <a
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            href={payment.checkout_url}
          >
            {t("payments.pending.continue")}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export function InfoCard({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
