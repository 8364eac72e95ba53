import { randomUUID } from "node:crypto";
import type { PlanId } from "@cc/contracts/payments";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, type SignedUp, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { POPULARITY_RULE } from "./popular-plan";

const MINUTE = 60_000;
const DAY = 86_400_000;

describe("the most popular pass, counted from sales (sandbox provider)", () => {
  let t: TestApp;
  let admin: SignedUp;
  // Learners buy at most 30 passes an hour each: a few buyers share the purchases.
  const buyers: SignedUp[] = [];
  let bought = 0;
  const sold: Record<PlanId, string[]> = { "14-days": [], "30-days": [] };
  beforeAll(async () => {
    // Only Date is faked: the server's short cache of the answer is stepped over between reads.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-02T10:00:00Z"));
    t = await createTestApp({ ADMIN_EMAILS: "popular-admin@example.com" });
    admin = await signUp(t, { email: "popular-admin@example.com" });
    for (let i = 0; i < 3; i++) buyers.push(await signUp(t));
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  /** Buys one pass through the sandbox's checkout page, as a learner does. */
  async function buy(plan: PlanId) {
    const buyer = buyers[bought++ % buyers.length] as SignedUp;
    const started = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/checkout",
      headers: bearer(buyer.token),
      payload: { plan, idempotency_key: randomUUID() },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { checkout_url: url, payment_id: id } = started.json().data;
    const approved = await t.app.inject({
      method: "POST",
      url: `${new URL(url).pathname}/approve`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(approved.statusCode).toBe(303);
    sold[plan].push(id);
  }
  async function buyMany(plan: PlanId, n: number) {
    for (let i = 0; i < n; i++) await buy(plan);
  }
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  /** What a visitor without an account is told, read after the server's cache has lapsed. */
  async function popular() {
    later(6 * MINUTE);
    const response = await t.app.inject({ method: "GET", url: "/api/v1/payments/plans/popular" });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.most_popular;
  }

  it("marks no plan without sales, nor below the minimum, nor on a tie", async () => {
    expect(POPULARITY_RULE).toEqual({ windowDays: 90, minPurchases: 20 });
    expect(await popular()).toBeNull();
    // 19 paid, the 30-day pass ahead: too few to say anything.
    await buyMany("30-days", 10);
    await buyMany("14-days", 9);
    expect(await popular()).toBeNull();
    // 20 paid, 10 each: a tie marks neither.
    await buyMany("14-days", 1);
    expect(await popular()).toBeNull();
  });

  it("marks the 30-day pass once it is strictly ahead of 20 or more paid passes", async () => {
    await buyMany("30-days", 2);
    const response = await t.app.inject({ method: "GET", url: "/api/v1/payments/plans/popular" });
    // Read on every view of the passes page: kept for a few minutes, and browsers may keep it too.
    expect(response.json().data.most_popular).toBeNull();
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(await popular()).toBe("30-days");
  });

  it("does not count refunded passes", async () => {
    // 12 against 10: refunding two 30-day passes makes it a tie again.
    for (const id of sold["30-days"].slice(0, 2)) {
      const refunded = await t.app.inject({
        method: "POST",
        url: `/api/v1/admin/payments/${id}/refund`,
        headers: bearer(admin.token),
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
    }
    expect(await popular()).toBeNull();
  });

  it("counts only the last 90 days", async () => {
    // 12 against 10 again, then the 14-day pass ahead within the window…
    await buyMany("30-days", 2);
    expect(await popular()).toBe("30-days");
    later(60 * DAY);
    // Sign-ins do not last 60 days: a new buyer.
    buyers.splice(0, buyers.length, await signUp(t));
    await buyMany("14-days", 3);
    expect(await popular()).toBe("14-days");
    // …until the first 24 purchases are older than 90 days: 3 left, too few.
    later(31 * DAY);
    expect(await popular()).toBeNull();
  });
});
