import type { trialStartResponseSchema } from "@cc/contracts/sessions";
import { questions } from "@cc/db/schema/content";
import { sessions } from "@cc/db/schema/sessions";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { horizontalOverflow } from "./support/sessions";

type TrialStart = z.infer<typeof trialStartResponseSchema>;

describe.skipIf(!browserPath())("the free trial in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    // The bank is read afresh at every start: the last test empties it.
    h = await startHarness({ env: { BANK_REFRESH_SECONDS: "0" } });
  });
  afterAll(() => h?.close());

  const dialog = (page: Page) => page.getByRole("dialog");
  const openTrial = async (page: Page) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Fazer o exame grátis" }).first().click();
    await dialog(page).getByRole("heading", { name: "Exame de código grátis" }).waitFor();
  };

  it("a guest takes the whole trial: once-only fetch, progress, results from every answer, retake", async () => {
    const page = await h.page();
    const starts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/trial/start")) starts.push(request.postData() ?? "");
    });
    await page.goto("/");
    // Call to action for a guest: sign up.
    expect(
      await page.getByRole("link", { name: "Começar", exact: true }).getAttribute("href"),
    ).toBe("/signup");
    await openTrial(page);
    const modal = dialog(page);
    for (const feature of [
      "30 perguntas",
      "Passa com 3 erros no máximo",
      "Sem limite de tempo",
      "Código da Estrada português",
    ]) {
      await modal.getByText(feature, { exact: true }).waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await modal.getByRole("radio", { name: "Automática" }).check();
    const started = page.waitForResponse((r) => r.url().includes("/api/v1/trial/start"));
    await modal.getByRole("button", { name: "Começar o teste" }).click();
    const { data } = (await (await started).json()) as TrialStart;
    expect(data.questions).toHaveLength(30);
    expect(starts).toHaveLength(1);
    expect(JSON.parse(starts[0] ?? "{}")).toMatchObject({
      transmission_type_v1: "automatic",
      locale: "pt",
    });

    await modal.getByText("Pergunta 1 de 30").waitFor();
    await modal.getByText("0% respondido").waitFor();
    expect(await modal.getByRole("button", { name: /^[A-D]\. / }).count()).toBe(3);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Two wrong, the rest right; by click, then by keyboard.
    const [first, ...rest] = data.questions;
    const wrongOf = (right: string) => (right === "A" ? "B" : "A");
    await modal
      .getByRole("button", { name: new RegExp(`^${wrongOf(first?.correct_answer ?? "A")}\\. `) })
      .click();
    await modal.getByText("3% respondido").waitFor();
    await modal.getByRole("button", { name: "Seguinte", exact: true }).click();
    await modal.getByText("Pergunta 2 de 30").waitFor();
    for (const [index, question] of rest.entries()) {
      const letter = index === 0 ? wrongOf(question.correct_answer) : question.correct_answer;
      await page.keyboard.press(letter.toLowerCase());
      if (index < rest.length - 1) {
        // Results only once every question is answered.
        expect(await modal.getByRole("button", { name: "Ver o resultado" }).count()).toBe(0);
        await page.keyboard.press("ArrowRight");
      }
    }
    await modal.getByText("100% respondido").waitFor();
    const submitted = page.waitForRequest((r) => r.url().includes("/api/v1/trial/submit"));
    await modal.getByRole("button", { name: "Ver o resultado" }).click();

    await modal.getByRole("heading", { name: "O seu resultado" }).waitFor();
    expect(await page.getByTestId("trial-percentage").textContent()).toBe("93%");
    expect(await page.getByTestId("trial-correct").textContent()).toBe("28");
    expect(await page.getByTestId("trial-mistakes").textContent()).toBe("2");
    await modal.getByText("Máximo permitido").waitFor();
    await modal.getByText("Aprovado!", { exact: false }).waitFor();
    expect(await modal.getByRole("link", { name: "Começar agora" }).getAttribute("href")).toBe(
      "/signup",
    );
    // The result is recorded on the server.
    expect(JSON.parse((await submitted).postData() ?? "{}")).toMatchObject({
      session_id: data.session_id,
    });
    await expect
      .poll(async () => {
        const [row] = await h.database.db
          .select({ status: sessions.status })
          .from(sessions)
          .where(eq(sessions.id, data.session_id));
        return row?.status;
      })
      .toBe("completed");
    expect(starts).toHaveLength(1);

    // Retake: back to the start with nothing answered; closing resets and gives the focus back.
    await modal.getByRole("button", { name: "Repetir o teste" }).click();
    await modal.getByRole("button", { name: "Começar o teste" }).waitFor();
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Fazer o exame grátis",
    );
    expect(starts).toHaveLength(1);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("fits a 360 px phone, and a signed-in learner's calls to action lead to practice", async () => {
    const token = await register(h.baseUrl, newAccount("trial"));
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/");
    // The landing leads them on (landing.test.ts); the trial stays open to them on the passes page.
    await page.getByRole("link", { name: "Continuar a praticar" }).first().waitFor();
    expect(await page.getByRole("link", { name: "Começar", exact: true }).count()).toBe(0);
    await page.goto("/subscription");
    await page.getByRole("button", { name: "Fazer o exame grátis" }).first().click();
    const modal = dialog(page);
    await modal.getByRole("button", { name: "Começar o teste" }).click();
    await modal.getByText("Pergunta 1 de 30").waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (let index = 0; index < 30; index++) {
      await page.keyboard.press("a");
      await page.keyboard.press("ArrowRight");
    }
    await modal.getByRole("button", { name: "Ver o resultado" }).click();
    await modal.getByRole("heading", { name: "O seu resultado" }).waitFor();
    expect(await modal.getByRole("link", { name: "Começar agora" }).getAttribute("href")).toBe(
      "/practice",
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("with no trial questions, says so and offers to close", async () => {
    await h.database.db.update(questions).set({ retiredAt: new Date() });
    const page = await h.page();
    await openTrial(page);
    await dialog(page).getByRole("button", { name: "Começar o teste" }).click();
    await dialog(page).getByRole("heading", { name: "Sem perguntas disponíveis" }).waitFor();
    await dialog(page)
      .getByText(
        "Lamentamos, mas de momento não há perguntas de teste disponíveis. Tente novamente mais tarde.",
      )
      .waitFor();
    await dialog(page).getByRole("button", { name: "Fechar", exact: true }).click();
    await dialog(page).waitFor({ state: "hidden" });
    expect(unexpectedProblems(page)).toEqual([]);
  });
});
