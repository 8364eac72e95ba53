import { TRIAL_RATE_LIMITS } from "@cc/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPath, type Harness, startHarness } from "./support/harness";

/** The trial's controls (issue 17, trial fixes): keyboard only, touch, closing, the rate limit. */
describe.skipIf(!browserPath())("the free trial's controls", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  const dialog = (page: Page) => page.getByRole("dialog");
  const position = (page: Page) =>
    dialog(page)
      .getByText(/^Pergunta \d+ de 30$/)
      .textContent();
  /** The letter of the chosen option (its text starts with a badge, then "B. …"). */
  const chosen = async (page: Page) =>
    /([A-D])\. /.exec(
      (await dialog(page).getByRole("button", { pressed: true }).textContent()) ?? "",
    )?.[1];
  const height = async (page: Page) => (await dialog(page).boundingBox())?.height;

  it("is taken by keyboard only: Enter goes forward and never replaces the answer, letters, arrows and digits", async () => {
    const page = await h.page({ width: 1280, height: 800 });
    await page.goto("/");
    // The served page has no app yet: Enter on the button starts it and opens the trial.
    await page.getByRole("button", { name: "Fazer o exame grátis" }).first().focus();
    await page.keyboard.press("Enter");
    await dialog(page).getByRole("button", { name: "Começar o teste" }).waitFor();
    await page.keyboard.press("Enter");
    await dialog(page).getByText("Pergunta 1 de 30").waitFor();
    const firstHeight = await height(page);

    // The focus sits on option A: Enter goes forward and chooses nothing.
    await page.keyboard.press("Enter");
    await dialog(page).getByText("Pergunta 2 de 30").waitFor();
    await page.keyboard.press("ArrowLeft");
    await dialog(page).getByText("Pergunta 1 de 30").waitFor();
    expect(await dialog(page).getByRole("button", { pressed: true }).count()).toBe(0);

    // A letter chooses; Enter moves on and keeps that choice.
    await page.keyboard.press("b");
    expect(await chosen(page)).toBe("B");
    await page.keyboard.press("Enter");
    expect(await position(page)).toBe("Pergunta 2 de 30");
    await page.keyboard.press("ArrowLeft");
    expect(await chosen(page)).toBe("B");

    // Digits jump: "7", then "1" and "2" typed together is 12.
    await page.keyboard.press("7");
    expect(await position(page)).toBe("Pergunta 7 de 30");
    await page.keyboard.press("1");
    await page.keyboard.press("2");
    expect(await position(page)).toBe("Pergunta 12 de 30");

    // Answer everything with letters and Right; the dialog keeps its height on every question.
    await page.keyboard.press("1");
    await page.waitForTimeout(900); // past the digit window, so "1" stays question 1
    const heights = new Set<number | undefined>([firstHeight]);
    for (let number = 1; number <= 30; number++) {
      expect(await position(page)).toBe(`Pergunta ${number} de 30`);
      await page.keyboard.press("a");
      heights.add(await height(page));
      if (number < 30) await page.keyboard.press("ArrowRight");
    }
    expect(heights.size).toBe(1);
    // Enter on the last question goes nowhere and keeps the answer.
    await page.keyboard.press("Enter");
    expect(await position(page)).toBe("Pergunta 30 de 30");
    expect(await chosen(page)).toBe("A");
    const results = dialog(page).getByRole("button", { name: "Ver o resultado" });
    for (
      let tab = 0;
      tab < 10 && !(await results.evaluate((b) => b === document.activeElement));
      tab++
    ) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await dialog(page).getByRole("heading", { name: "O seu resultado" }).waitFor();
    expect(page.problems).toEqual([]);
  });

  it("is taken by touch on a phone, and closing with answers asks first", async () => {
    const page = await h.page({ width: 360, height: 740, touch: true });
    await page.goto("/");
    await page.getByRole("button", { name: "Fazer o exame grátis" }).first().tap();
    await dialog(page).getByRole("button", { name: "Começar o teste" }).tap();
    await dialog(page).getByText("Pergunta 1 de 30").waitFor();

    // With nothing answered, the close button closes at once.
    await dialog(page).getByRole("button", { name: "Fechar o exame grátis" }).tap();
    await dialog(page).waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Fazer o exame grátis" }).first().tap();
    await dialog(page).getByRole("button", { name: "Começar o teste" }).tap();
    await dialog(page).getByText("Pergunta 1 de 30").waitFor();
    const firstHeight = await height(page);
    await dialog(page).getByRole("button", { name: /^C\. / }).tap();
    await dialog(page).getByRole("button", { name: "Seguinte", exact: true }).tap();
    await dialog(page).getByText("Pergunta 2 de 30").waitFor();
    expect(await height(page)).toBe(firstHeight);

    // Closing now asks; keeping on returns to the same question with the answer kept.
    await dialog(page).getByRole("button", { name: "Fechar o exame grátis" }).tap();
    await dialog(page).getByRole("heading", { name: "Sair do exame?" }).waitFor();
    await dialog(page).getByRole("button", { name: "Continuar o exame" }).tap();
    expect(await position(page)).toBe("Pergunta 2 de 30");
    await dialog(page).getByRole("button", { name: "Anterior", exact: true }).tap();
    expect(await chosen(page)).toBe("C");

    // Escape asks too; confirming discards the answers.
    await page.keyboard.press("Escape");
    await dialog(page).getByRole("button", { name: "Sair e perder as respostas" }).tap();
    await dialog(page).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Fazer o exame grátis" }).first().tap();
    await dialog(page).getByRole("button", { name: "Começar o teste" }).waitFor();
    expect(page.problems).toEqual([]);
  });

  // Last: it uses up this address's starts for the hour.
  it("at the rate limit, Start says so with the wait, in the page's language", async () => {
    for (let i = 0; i < TRIAL_RATE_LIMITS.start.max; i++) {
      await fetch(`${h.baseUrl}/api/v1/trial/start`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ transmission_type_v1: "manual", locale: "pt" }),
      });
    }
    const page = await h.page();
    await page.goto("/");
    await page.getByRole("button", { name: "Fazer o exame grátis" }).first().click();
    await dialog(page).getByRole("button", { name: "Começar o teste" }).click();
    const alert = dialog(page).getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /^Demasiados pedidos\. Tente novamente dentro de \d+ minutos?\.$/,
    );
    // Still on the start step, ready to try again later.
    expect(await dialog(page).getByRole("button", { name: "Começar o teste" }).isEnabled()).toBe(
      true,
    );
    // A refused start is a 429 in the console: the only problem allowed.
    expect(page.problems.filter((p) => !p.includes("429"))).toEqual([]);
  });
});
