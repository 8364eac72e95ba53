import type { User } from "@cc/contracts/user";
import { profile } from "@cc/i18n/locales/pt/profile";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ExamDateForm } from "../../components/exam-date-form";
import { ButtonLink } from "../../components/ui/button-link";
import { session } from "../../lib/api";
import { cn } from "../../lib/cn";
import { addPortuguese, currentLocale } from "../../lib/i18n";
import { DataExport } from "./data-export";
import { DeleteAccount } from "./delete-account";
import { NameRow } from "./name-form";
import { ResetProgress } from "./reset-progress";
import { EmailForm, PasswordForm } from "./security-forms";
import { formatDate, subscriptionView } from "./subscription-view";

addPortuguese(profile);

/**
 * /profile (spec section 2): who the learner is (name, e-mail and password can be changed), their
 * subscription, their data to download, and the two irreversible actions.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  // Days remaining change by the day and a payment may have landed since: ask again on arrival.
  const user = useQuery({ ...session.userQuery, refetchOnMount: "always" }).data;
  if (!user) return null;

  return (
    <section className="mx-auto w-full max-w-3xl space-y-5 px-3 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("profile.title")}</h1>
      <AccountCard user={user} />
      <SubscriptionCard info={user.subscription_info} />
      <Card title={t("coach.examDate.title")} titleId="exam-date-title">
        <ExamDateForm />
      </Card>
      <Card title={t("profile.emailForm.title")} titleId="email-title">
        <p className="mb-4 text-slate-700">{t("profile.emailForm.description")}</p>
        <EmailForm user={user} />
      </Card>
      <Card title={t("profile.passwordForm.title")} titleId="password-title">
        <p className="mb-4 text-slate-700">{t("profile.passwordForm.description")}</p>
        <PasswordForm user={user} />
      </Card>
      <Card title={t("profile.dataExport.title")} titleId="data-export-title">
        <p className="text-slate-700">{t("profile.dataExport.description")}</p>
        <DataExport />
      </Card>
      <Card title={t("profile.reset.title")} titleId="reset-progress-title">
        <p className="text-slate-700">{t("profile.reset.description")}</p>
        <ResetProgress />
      </Card>
      <Card title={t("profile.deletion.title")} titleId="delete-account-title" tone="danger">
        <p className="text-slate-700">{t("profile.deletion.description")}</p>
        <DeleteAccount />
      </Card>
    </section>
  );
}

const dateLang = () => (currentLocale() === "pt" ? "pt-PT" : "en-GB");

function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Card title={t("profile.account")} titleId="account-title">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <Row label={t("profile.name")}>
          <NameRow user={user} />
        </Row>
        <Row label={t("profile.email")}>
          <span className="break-all">{user.email}</span>
        </Row>
        <Row label={t("profile.memberSince")}>{formatDate(user.member_since, dateLang())}</Row>
      </dl>
    </Card>
  );
}

const BADGE = {
  active: "bg-green-100 text-green-900 ring-green-300",
  expired: "bg-amber-100 text-amber-900 ring-amber-300",
  none: "bg-slate-100 text-slate-800 ring-slate-300",
} as const;

function SubscriptionCard({ info }: { info: User["subscription_info"] }) {
  const { t } = useTranslation();
  const view = subscriptionView(info);
  return (
    <Card title={t("profile.subscription.title")} titleId="subscription-title">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <Row label={t("profile.subscription.status")}>
          <span
            className={cn(
              "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1",
              BADGE[view.status],
            )}
            data-testid="subscription-status"
          >
            {t(view.statusKey)}
          </span>
        </Row>
        {view.expiry ? (
          <Row label={t(view.expiry.labelKey)}>{formatDate(view.expiry.date, dateLang())}</Row>
        ) : null}
        {view.daysRemaining !== null ? (
          <Row label={t("profile.subscription.daysRemaining")}>{view.daysRemaining}</Row>
        ) : null}
      </dl>
      <ButtonLink to={view.action.to} variant="secondary" className="mt-5 w-full sm:w-auto">
        {t(view.action.labelKey)}
      </ButtonLink>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:contents">
      <dt className="text-sm font-medium text-slate-600 sm:text-base">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Card({
  title,
  titleId,
  tone = "default",
  children,
}: {
  title: string;
  titleId: string;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "rounded-2xl border bg-white p-5 shadow-sm sm:p-6",
        tone === "danger" ? "border-red-200" : "border-slate-200",
      )}
    >
      <h2
        id={titleId}
        className={cn("mb-3 text-lg font-semibold", tone === "danger" ? "text-red-800" : "")}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
