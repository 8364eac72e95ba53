import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, logIn, type SignedUp, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";

describe("the one report of a purchase to the trackers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A purchase started on the sandbox, and the learner approving it on its checkout page. */
  async function startPurchase(learner: SignedUp) {
    const started = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/checkout",
      headers: bearer(learner.token),
      payload: { plan: "14-days", idempotency_key: randomUUID() },
    });
    const { checkout_url: url, payment_id: id } = started.json().data;
    const approve = async () => {
      const approved = await t.app.inject({
        method: "POST",
        url: `${new URL(url).pathname}/approve`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "",
      });
      expect(approved.statusCode).toBe(303);
    };
    return { id: id as string, approve };
  }
  async function paidPurchase(learner: SignedUp) {
    const bought = await startPurchase(learner);
    await bought.approve();
    return bought.id;
  }

  const claim = (learner: SignedUp, id: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/payments/${id}/report`,
      headers: bearer(learner.token),
    });

  it("is claimed the first time only, however many tabs ask at once", async () => {
    const learner = await signUp(t);
    const id = await paidPurchase(learner);
    const answers = await Promise.all([1, 2, 3, 4].map(() => claim(learner, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const reports = answers.map((answer) => answer.json().data.report);
    expect(reports.filter(Boolean)).toHaveLength(1);
    // A later visit, from this browser or another one signed in as the learner.
    const elsewhere = await logIn(t, { email: learner.email, password: learner.password });
    const again = await claim({ ...learner, token: elsewhere.json().token }, id);
    expect(again.json()).toEqual({ data: { report: false } });
  });

  it("is not claimed before the purchase is paid, and is once it is", async () => {
    const learner = await signUp(t);
    const bought = await startPurchase(learner);
    expect((await claim(learner, bought.id)).json()).toEqual({ data: { report: false } });
    await bought.approve();
    expect((await claim(learner, bought.id)).json()).toEqual({ data: { report: true } });
  });

  it("answers another learner's purchase as not found, and a guest as signed out", async () => {
    const owner = await signUp(t);
    const id = await paidPurchase(owner);
    const intruder = await signUp(t);
    expect((await claim(intruder, id)).statusCode).toBe(404);
    const guest = await t.app.inject({ method: "POST", url: `/api/v1/payments/${id}/report` });
    expect(guest.statusCode).toBe(401);
    // Neither used up the owner's report.
    expect((await claim(owner, id)).json()).toEqual({ data: { report: true } });
  });
});
