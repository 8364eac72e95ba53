import type { User } from "@cc/contracts/user";
import type { TranslationKey } from "@cc/i18n/catalogue";

/** What the profile says about the subscription (spec: profile), decided apart from the markup. */
export interface SubscriptionView {
  status: User["subscription_info"]["status"];
  statusKey: TranslationKey;
  /** "Valid until" or "Expired on", with the date; null when there was never a subscription. */
  expiry: { labelKey: TranslationKey; date: string } | null;
  /** Only while active. */
  daysRemaining: number | null;
  action: { labelKey: TranslationKey; to: "/subscription" };
}

const STATUS_KEYS = {
  active: "profile.subscription.active",
  expired: "profile.subscription.expired",
  none: "profile.subscription.none",
} as const;

export function subscriptionView(info: User["subscription_info"]): SubscriptionView {
  const { status, expires_at: expiresAt } = info;
  return {
    status,
    statusKey: STATUS_KEYS[status],
    expiry:
      status === "none" || !expiresAt
        ? null
        : {
            labelKey:
              status === "active"
                ? "profile.subscription.expiresOn"
                : "profile.subscription.expiredOn",
            date: expiresAt,
          },
    daysRemaining: status === "active" ? Math.max(0, info.days_remaining ?? 0) : null,
    action: {
      labelKey: status === "none" ? "profile.subscription.subscribe" : "profile.subscription.renew",
      to: "/subscription",
    },
  };
}

/** A date as learners read it in their language: "21 de novembro de 2026", "21 November 2026". */
export function formatDate(iso: string, lang: "pt-PT" | "en-GB"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: "long" }).format(date);
}
