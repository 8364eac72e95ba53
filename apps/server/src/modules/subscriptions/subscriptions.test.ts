import { subscriptions } from "@cc/db/schema/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../../operator/commands";
import { bearer, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { createSubscriptionsRepo } from "./subscriptions.repo";
import { createSubscriptionsService, describeSubscription } from "./subscriptions.service";

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const row = (plan: string, starts: string, expires: string) => ({
  plan,
  startsAt: at(starts),
  expiresAt: at(expires),
});

describe("describeSubscription", () => {
  const now = at("2026-03-10T12:00:00Z");

  it("says none without any subscription", () => {
    expect(describeSubscription([], now)).toEqual({
      status: "none",
      plan: null,
      startedAt: null,
      expiresAt: null,
      daysRemaining: null,
    });
  });

  it("counts the days left of an active one, a started day counting as a day", () => {
    const state = describeSubscription(
      [row("14-days", "2026-03-01T00:00:00Z", "2026-03-15T00:00:00Z")],
      now,
    );
    expect(state).toMatchObject({ status: "active", plan: "14-days", daysRemaining: 5 });
  });

  it("runs a renewal chain from its first start to its last expiry", () => {
    const state = describeSubscription(
      [
        row("30-days", "2026-03-15T00:00:00Z", "2026-04-14T00:00:00Z"),
        row("14-days", "2026-03-01T00:00:00Z", "2026-03-15T00:00:00Z"),
      ],
      now,
    );
    expect(state).toMatchObject({
      status: "active",
      plan: "30-days",
      startedAt: at("2026-03-01T00:00:00Z"),
      expiresAt: at("2026-04-14T00:00:00Z"),
      daysRemaining: 35,
    });
  });

  it("says expired, with the last period, once it is over", () => {
    const state = describeSubscription(
      [
        row("14-days", "2026-01-01T00:00:00Z", "2026-01-15T00:00:00Z"),
        row("30-days", "2026-02-01T00:00:00Z", "2026-03-03T00:00:00Z"),
      ],
      now,
    );
    expect(state).toEqual({
      status: "expired",
      plan: "30-days",
      startedAt: at("2026-02-01T00:00:00Z"),
      expiresAt: at("2026-03-03T00:00:00Z"),
      daysRemaining: 0,
    });
  });
});

describe("subscriptions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: "Boss@Example.com, other-admin@example.com" });
  });
  afterAll(() => t.close());

  const service = () => createSubscriptionsService(createSubscriptionsRepo(t.database.db));
  const me = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) })).json()
      .data;
  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    const [name, ...rest] = args;
    const exit = await runCommand(
      { database: t.database, config: t.config, out: (line) => lines.push(line) },
      name,
      rest,
    );
    return { exit, output: lines.join("\n") };
  };

  it("are granted and revoked by the operator CLI, and the user record follows", async () => {
    const learner = await signUp(t);
    const granted = await cli("subscription:grant", learner.email.toUpperCase(), "14");
    expect(granted.exit).toBe(0);
    expect(granted.output).toMatch(/^Granted 14 days to .*: active until \S+ \(14 days left\)\.$/);

    const user = await me(learner.token);
    expect(user).toMatchObject({
      has_active_subscription: true,
      permissions: ["read_basic", "access_premium"],
      subscription_info: {
        status: "active",
        can_access_premium: true,
        plan: "14-days",
        days_remaining: 14,
      },
    });
    const expires = new Date(user.subscription_info.expires_at).getTime();
    expect((expires - Date.now()) / DAY).toBeCloseTo(14, 1);

    const revoked = await cli("subscription:revoke", learner.email);
    expect(revoked).toEqual({
      exit: 0,
      output: `Revoked 1 subscription of ${learner.email}: none.`,
    });
    expect(await me(learner.token)).toMatchObject({
      has_active_subscription: false,
      permissions: ["read_basic"],
      subscription_info: { status: "none", can_access_premium: false },
    });
  });

  it("renew from the current expiry while active, and from now once expired", async () => {
    const learner = await signUp(t);
    const now = new Date();
    const first = await service().grant(learner.user.id, 14, "payment", now);
    const renewed = await service().grant(learner.user.id, 30, "payment", now);
    expect(renewed.expiresAt?.getTime()).toBe((first.expiresAt?.getTime() ?? 0) + 30 * DAY);
    expect(renewed.startedAt).toEqual(now);
    expect(renewed.daysRemaining).toBe(44);

    const later = new Date(now.getTime() + 60 * DAY);
    expect((await service().state(learner.user.id, later)).status).toBe("expired");
    const comeback = await service().grant(learner.user.id, 14, "payment", later);
    expect(comeback).toMatchObject({ status: "active", startedAt: later, daysRemaining: 14 });
  });

  it("extend one after the other when granted at the same moment", async () => {
    const learner = await signUp(t);
    const now = new Date();
    await Promise.all([
      service().grant(learner.user.id, 14, "operator", now),
      service().grant(learner.user.id, 14, "operator", now),
    ]);
    expect((await service().state(learner.user.id, now)).daysRemaining).toBe(28);
  });

  it("report an expired subscription on the user record", async () => {
    const learner = await signUp(t);
    await t.database.db.insert(subscriptions).values({
      userId: learner.user.id,
      plan: "14-days",
      source: "payment",
      startsAt: new Date(Date.now() - 20 * DAY),
      expiresAt: new Date(Date.now() - 6 * DAY),
    });
    expect((await me(learner.token)).subscription_info).toMatchObject({
      status: "expired",
      can_access_premium: false,
      days_remaining: 0,
    });
  });

  it("give admin_manage to the addresses in ADMIN_EMAILS only", async () => {
    const boss = await signUp(t, { email: "boss@example.com" });
    expect((await me(boss.token)).permissions).toEqual(["read_basic", "admin_manage"]);
    const learner = await signUp(t);
    expect((await me(learner.token)).permissions).toEqual(["read_basic"]);
  });

  it("refuse bad CLI arguments with a clear message", async () => {
    const learner = await signUp(t);
    expect(await cli("subscription:grant", learner.email, "ten")).toEqual({
      exit: 1,
      output: "<days> must be a whole number between 1 and 3650.",
    });
    expect(await cli("subscription:grant", "nobody@example.com", "5")).toEqual({
      exit: 1,
      output: "No account uses the e-mail address nobody@example.com.",
    });
    expect((await cli("subscription:revoke")).output).toBe("Missing e-mail address.");
  });
});
