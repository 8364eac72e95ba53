import type { Page, Response } from "playwright-core";
import { expect } from "vitest";

/** The server's answer to which pass is most popular (the passes page asks on every view). */
export const isPopularPlanAnswer = (response: Response) =>
  new URL(response.url()).pathname === "/api/v1/payments/plans/popular";

/** Lets the page render what it has just received (a query's result is applied on a timer). */
export const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0),
      ),
  );

/** How a button looks: what tells a primary button from a secondary one. */
export const buttonLook = (page: Page, name: string) =>
  page.getByRole("button", { name }).evaluate((button) => {
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, color: style.color };
  });

/** Buys a pass through the sandbox's checkout page, as a learner would (approved card). */
export async function buyPass(baseUrl: string, token: string, plan: "14-days" | "30-days") {
  const started = await fetch(`${baseUrl}/api/v1/payments/checkout`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ plan, idempotency_key: crypto.randomUUID() }),
  });
  expect(started.status).toBe(201);
  const { checkout_url: url } = (await started.json()).data;
  const approved = await fetch(`${url}/approve`, { method: "POST", redirect: "manual" });
  expect(approved.status).toBe(303);
}
