import type { User } from "@cc/contracts/user";
import { describe, expect, it } from "vitest";
import { formatDate, subscriptionView } from "./subscription-view";

const info = (overrides: Partial<User["subscription_info"]>): User["subscription_info"] => ({
  status: "none",
  can_access_premium: false,
  plan: null,
  started_at: null,
  expires_at: null,
  days_remaining: null,
  ...overrides,
});

describe("the profile's subscription summary", () => {
  it("active: valid until the expiry, with the days remaining, and a renew action", () => {
    const view = subscriptionView(
      info({ status: "active", expires_at: "2027-03-12T10:00:00.000Z", days_remaining: 14 }),
    );
    expect(view).toEqual({
      status: "active",
      statusKey: "profile.subscription.active",
      expiry: { labelKey: "profile.subscription.expiresOn", date: "2027-03-12T10:00:00.000Z" },
      daysRemaining: 14,
      action: { labelKey: "profile.subscription.renew", to: "/subscription" },
    });
  });

  it("expired: when it ended, no days remaining", () => {
    const view = subscriptionView(
      info({ status: "expired", expires_at: "2026-01-02T00:00:00.000Z", days_remaining: 0 }),
    );
    expect(view.expiry?.labelKey).toBe("profile.subscription.expiredOn");
    expect(view.daysRemaining).toBeNull();
    expect(view.action.labelKey).toBe("profile.subscription.renew");
  });

  it("none: no dates, and an invitation to subscribe", () => {
    const view = subscriptionView(info({}));
    expect(view.expiry).toBeNull();
    expect(view.daysRemaining).toBeNull();
    expect(view.action.labelKey).toBe("profile.subscription.subscribe");
  });

  it("formats dates in the learner's language", () => {
    expect(formatDate("2026-11-21T12:00:00.000Z", "pt-PT")).toBe("21 de novembro de 2026");
    expect(formatDate("2026-11-21T12:00:00.000Z", "en-GB")).toBe("21 November 2026");
    expect(formatDate("not a date", "en-GB")).toBe("not a date");
  });
});
