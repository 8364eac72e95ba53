import { grantSubscription } from "@cc/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { horizontalOverflow, sessionIdOf, sessionKey } from "./support/sessions";

const WORDS = {
  pt: {
    start: "Começar",
    next: "Seguinte",
    finish: "Terminar e ver o resultado",
    question: /^Pergunta 1 de 30:/,
    fullExam: /^Exame completo/,
    passed: /^Aprovad[oa]/,
  },
  en: {
    start: "Start",
    next: "Next",
    finish: "Finish and see the result",
    question: /^Question 1 of 30:/,
    fullExam: /^Full exam/,
    passed: /^Passed/,
  },
} as const;

type Language = keyof typeof WORDS;

/** Where the controls of the question on screen sit, as the learner sees it without scrolling. */
const layoutNow = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null | undefined) => el?.getBoundingClientRect();
    const stepper = box(document.querySelector("[data-testid=question-stepper]"));
    const options = [...document.querySelectorAll("fieldset button[aria-pressed]")];
    return {
      illustrated: document.querySelector("article img") !== null,
      viewport: window.innerHeight,
      nextBottom: stepper?.bottom ?? Number.POSITIVE_INFINITY,
      stepperTop: stepper?.top ?? 0,
      lastOptionBottom: box(options.at(-1))?.bottom ?? Number.POSITIVE_INFINITY,
    };
  });

describe.skipIf(!browserPath())("the exam and its result on a phone and a desktop", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  async function subscribed(language: Language, size: { width: number; height: number }) {
    const account = newAccount("phone");
    const token = await register(h.baseUrl, account, language);
    await grantSubscription(h.database, account.email);
    const page = await h.page(size);
    page.on("dialog", (dialog) => void dialog.accept());
    await arriveSignedIn(page, token, "/practice", language);
    return page;
  }

  const sizes = [
    { width: 320, height: 640, language: "en" },
    { width: 360, height: 740, language: "pt" },
    { width: 1280, height: 800, language: "en" },
  ] as const;

  for (const { width, height, language } of sizes) {
    it(`${width}×${height} (${language}): focus on the question, controls in reach, the verdict first`, {
      timeout: 180_000,
    }, async () => {
      const words = WORDS[language];
      const page = await subscribed(language, { width, height });
      await page.getByRole("radio", { name: words.fullExam }).check();
      await page.getByRole("button", { name: words.start, exact: true }).click();
      await page.waitForURL(/[?&]session=/);
      await page.getByRole("heading", { name: words.question }).waitFor();
      // Focus left the Start button for the first question's text.
      expect(await page.evaluate(() => document.activeElement?.id ?? "")).toMatch(
        /^question-text-/,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      const key = await sessionKey(h.database, sessionIdOf(page));
      let worstOverlap = Number.NEGATIVE_INFINITY;
      let illustrated = 0;
      let fit = 0;
      for (const [index, { right }] of key.entries()) {
        const layout = await layoutNow(page);
        // Next (and Previous beside it) is on screen for every question, drawing or not.
        expect(layout.nextBottom, `question ${index + 1}`).toBeLessThanOrEqual(layout.viewport);
        if (layout.illustrated) illustrated++;
        worstOverlap = Math.max(worstOverlap, layout.lastOptionBottom - layout.stepperTop);
        if (layout.lastOptionBottom <= layout.stepperTop) fit++;
        await page.getByRole("button", { name: new RegExp(`^${right}\\. `) }).click();
        if (index < key.length - 1) {
          await page.getByRole("button", { name: words.next, exact: true }).click();
        }
      }
      expect(illustrated).toBeGreaterThan(0);
      // For the record: how far the last option reaches past the top of the controls (<= 0: fits).
      console.info(
        `${width}×${height}: every option above the controls on ${fit} of 30 questions; at worst the last one ends ${worstOverlap.toFixed(0)} px below their top; ${illustrated} illustrated`,
      );

      await page.getByRole("button", { name: words.finish }).click();
      const verdict = page.getByTestId("result-verdict");
      await verdict.waitFor();
      expect(await verdict.textContent()).toMatch(words.passed);
      // The result opens at the top, its verdict focused, whole and below the sticky header.
      const view = await page.evaluate(() => {
        const heading = document.querySelector("[data-testid=result-verdict]");
        const header = document.querySelector("header")?.getBoundingClientRect();
        const box = heading?.getBoundingClientRect();
        return {
          scrollY: window.scrollY,
          focused: document.activeElement === heading,
          top: box?.top ?? -1,
          bottom: box?.bottom ?? Number.POSITIVE_INFINITY,
          headerBottom: header?.bottom ?? 0,
          viewport: window.innerHeight,
        };
      });
      expect(view.scrollY).toBe(0);
      expect(view.focused).toBe(true);
      expect(view.top).toBeGreaterThanOrEqual(view.headerBottom);
      expect(view.bottom).toBeLessThanOrEqual(view.viewport);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(unexpectedProblems(page)).toEqual([]);
    });
  }

  it("a jump from the strip below the card shows the next question from its top", async () => {
    const page = await subscribed("pt", { width: 360, height: 740 });
    await page.getByRole("radio", { name: WORDS.pt.fullExam }).check();
    await page.getByRole("button", { name: "Começar", exact: true }).click();
    await page.getByRole("heading", { name: WORDS.pt.question }).waitFor();
    const cardTop = () =>
      page.evaluate(
        () =>
          document
            .querySelector("article[aria-labelledby^='question-text-']")
            ?.getBoundingClientRect().top ?? Number.NaN,
      );
    // At the jump strip, below the card, the card's top has scrolled off the screen.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await expect.poll(cardTop).toBeLessThan(0);
    await page.locator("nav[aria-labelledby=jump-strip-title] button").nth(9).click();
    await page.getByRole("heading", { name: /^Pergunta 10 de 30:/ }).waitFor();
    await expect.poll(cardTop).toBeGreaterThanOrEqual(0);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("recent sessions show the time left of a running exam", async () => {
    const page = await subscribed("pt", { width: 360, height: 740 });
    await page.getByRole("radio", { name: WORDS.pt.fullExam }).check();
    await page.getByRole("button", { name: "Começar", exact: true }).click();
    await page.getByRole("heading", { name: WORDS.pt.question }).waitFor();
    await page.goto("/practice");
    const left = page.getByTestId("time-left");
    await left.waitFor();
    expect(await left.textContent()).toMatch(/^Faltam (29|30) min$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("weak-area practice says why it cannot start for a learner with no answers", async () => {
    for (const language of ["pt", "en"] as const) {
      const page = await subscribed(language, { width: 360, height: 740 });
      await page.goto("/practice/weak-areas");
      const reason = page.getByTestId("start-blocked");
      await reason.waitFor();
      expect(await reason.textContent()).toMatch(
        language === "pt" ? /faça primeiro uma prática rápida/ : /take a quick practice/,
      );
      const start = page.getByRole("button", { name: WORDS[language].start, exact: true });
      expect(await start.isDisabled()).toBe(true);
      expect(await start.getAttribute("aria-describedby")).toBe(await reason.getAttribute("id"));
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(unexpectedProblems(page)).toEqual([]);
    }
  });
});
