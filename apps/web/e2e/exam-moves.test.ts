import { grantSubscription } from "@cc/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { sessionIdOf } from "./support/sessions";

/**
 * Runs in the page before the app: the app's service worker registers only once the test calls
 * `releaseWorker()`, so that it takes control in the middle of an exam, as on a learner's first
 * visit when the exam starts before the worker has installed.
 */
function holdWorkerRegistration() {
  const register = ServiceWorkerContainer.prototype.register;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  Object.assign(window, { releaseWorker: release });
  ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
    return released.then(() => register.apply(this, args));
  };
}

/**
 * Moving between an exam's questions is local (issue 18): the drawings come with the session and
 * are preloaded, so no move makes a request. The learning-loop journey checks it with the offline
 * app's worker blocked; these check it with the worker, whose page has a memory cache of its own.
 */
describe.skipIf(!browserPath())("moving between questions with the service worker", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  /** A learner with a pass, on a phone, whose exam is started: its drawings' addresses. */
  async function examStarted(page: Page, token: string) {
    await page.getByRole("heading", { name: "Nova sessão" }).waitFor();
    await page.getByRole("radio", { name: /^Exame completo/ }).check();
    await page.getByRole("button", { name: "Começar", exact: true }).click();
    await page.getByRole("heading", { name: /^Pergunta 1 de 30:/ }).waitFor();
    const response = await fetch(`${h.baseUrl}/api/v1/exams/${sessionIdOf(page)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as {
      data: { questions: { image_url: string | null }[] };
    };
    const drawings = [...new Set(data.questions.flatMap((q) => q.image_url ?? []))];
    expect(drawings.length).toBeGreaterThan(0);
    return drawings;
  }

  async function learner(options: { holdWorker: boolean }) {
    const account = newAccount("moves");
    const token = await register(h.baseUrl, account);
    await grantSubscription(h.database, account.email);
    const page = await h.page({ width: 360, height: 740, serviceWorkers: "allow" });
    page.on("dialog", (dialog) => void dialog.accept());
    if (options.holdWorker) await page.addInitScript(holdWorkerRegistration);
    await arriveSignedIn(page, token, "/practice");
    return { page, token };
  }

  /** How many of the drawings the page has fetched at least `times` times (resource timing). */
  const fetchedDrawings = (page: Page, drawings: string[], times: number) =>
    page.evaluate(
      ([urls, count]) =>
        urls.filter(
          (url) => performance.getEntriesByName(new URL(url, location.href).href).length >= count,
        ).length,
      [drawings, times] as const,
    );
  const drawingsFetched = (page: Page, drawings: string[], times: number) =>
    expect
      .poll(() => fetchedDrawings(page, drawings, times), { timeout: 20_000 })
      .toBe(drawings.length);

  const workerInControl = (page: Page) =>
    page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
      timeout: 20_000,
    });

  /** Every question once with ArrowRight, and back to the first by the jump strip. */
  async function requestsWhileMoving(page: Page) {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    for (let number = 2; number <= 30; number++) {
      await page.keyboard.press("ArrowRight");
      await page.getByRole("heading", { name: new RegExp(`^Pergunta ${number} de 30:`) }).waitFor();
    }
    await page.getByRole("button", { name: "Pergunta 1, por responder" }).click();
    await page.getByRole("heading", { name: /^Pergunta 1 de 30:/ }).waitFor();
    return requests;
  }

  it("the worker takes control during the exam: the drawings are fetched again through it at once, and no move makes a request", {
    timeout: 120_000,
  }, async () => {
    const { page, token } = await learner({ holdWorker: true });
    const drawings = await examStarted(page, token);
    await drawingsFetched(page, drawings, 1);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    await page.evaluate(() => (window as unknown as { releaseWorker(): void }).releaseWorker());
    await workerInControl(page);
    await drawingsFetched(page, drawings, 2);
    expect(await requestsWhileMoving(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("the worker in control from the start (every visit after the first): no move makes a request", {
    timeout: 120_000,
  }, async () => {
    const { page, token } = await learner({ holdWorker: false });
    await workerInControl(page);
    const drawings = await examStarted(page, token);
    await drawingsFetched(page, drawings, 1);
    expect(await requestsWhileMoving(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("a move after an answer shows the next question's options as they are, not the last choice fading out", async () => {
    const { page, token } = await learner({ holdWorker: false });
    await examStarted(page, token);
    await page.getByRole("button", { name: /^A\. / }).click();
    await page.getByRole("button", { name: /^A\. /, pressed: true }).waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    // Next, and what is animating two frames later (a colour transition lasts 150 ms).
    const animating = await page.evaluate(async () => {
      const next = [...document.querySelectorAll("button")].find((button) =>
        button.textContent?.trim().startsWith("Seguinte"),
      );
      next?.click();
      for (let frame = 0; frame < 2; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return document.getAnimations().map((animation) => animation.constructor.name);
    });
    await page.getByRole("heading", { name: /^Pergunta 2 de 30:/ }).waitFor();
    expect(animating).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });
});
