import { sessions } from "@cc/db/schema/sessions";
import { grantSubscription } from "@cc/server/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { horizontalOverflow, sessionIdOf } from "./support/sessions";

const WORDS = {
  pt: {
    search: "Pesquisar perguntas",
    reveal: "Mostrar a resposta",
    next: "Pergunta seguinte",
    previous: "Pergunta anterior",
    back: "Voltar à pesquisa",
    position: /^Pergunta (\d+) de (\d+) encontradas$/,
    reviewed: /^Verificada com o Código da Estrada em \d+ de \S+ de \d{4}\.$/,
    practise: /^Praticar estas \((\d+)\)$/,
    first: /^Pergunta 1 de \d+:/,
  },
  en: {
    search: "Search questions",
    reveal: "Show the answer",
    next: "Next question",
    previous: "Previous question",
    back: "Back to the search",
    position: /^Question (\d+) of (\d+) found$/,
    reviewed: /^Checked against the Código da Estrada on \d+ \S+ \d{4}\.$/,
    practise: /^Practise these \((\d+)\)$/,
    first: /^Question 1 of \d+:/,
  },
} as const;

describe.skipIf(!browserPath())("studying a found question", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  async function subscribed(language: "pt" | "en", width: number) {
    const account = newAccount("study");
    const token = await register(h.baseUrl, account, language);
    await grantSubscription(h.database, account.email);
    const page = await h.page({ width, height: 740 });
    await arriveSignedIn(page, token, "/practice", language);
    return { page, account };
  }

  for (const [language, width, term] of [
    ["pt", 360, "sinal"],
    ["en", 1280, "sign"],
  ] as const) {
    it(`${language} at ${width} px: open, reveal, step through, go back, practise them`, {
      timeout: 120_000,
    }, async () => {
      const words = WORDS[language];
      const { page } = await subscribed(language, width);
      await page.getByLabel(words.search).fill(term);
      const results = page.getByTestId("question-results");
      await results.waitFor();
      const firstText = (await results.getByRole("link").first().textContent()) ?? "";
      await results.getByRole("link").first().click();
      await page.waitForURL(/\/questions\/[^/?]+\?/);

      // The question, its options, nothing of its answer until asked; focus on its text.
      const stem = page.locator("#study-stem");
      await stem.waitFor();
      expect(firstText).toContain(await stem.textContent());
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("study-stem");
      expect(await page.getByTestId("study-answer").count()).toBe(0);
      const position = page.getByTestId("study-position");
      expect(await position.textContent()).toMatch(words.position);
      const [, number, total] = (await position.textContent())?.match(words.position) ?? [];
      expect(number).toBe("1");
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole("button", { name: words.reveal }).click();
      const answer = page.getByTestId("study-answer");
      await answer.waitFor();
      expect(await answer.getByText(words.reviewed).count()).toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Next goes through the found list, answer hidden again, focus on the new question.
      await page.getByRole("button", { name: words.next }).click();
      await page.waitForFunction(
        (pattern) =>
          new RegExp(pattern).exec(
            document.querySelector("[data-testid=study-position]")?.textContent ?? "",
          )?.[1] === "2",
        words.position.source,
      );
      expect(await page.getByTestId("study-answer").count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("study-stem");
      await page.getByRole("button", { name: words.previous }).click();
      await page.waitForFunction(
        (pattern) =>
          new RegExp(pattern).exec(
            document.querySelector("[data-testid=study-position]")?.textContent ?? "",
          )?.[1] === "1",
        words.position.source,
      );

      // Back to the browser on the same search.
      await page.getByRole("link", { name: words.back }).click();
      await results.waitFor();
      expect(await page.getByLabel(words.search).inputValue()).toBe(term);

      // "Practise these": a practice of the found questions (at most 30).
      const practise = page.getByTestId("practise-found");
      const [, count] = (await practise.textContent())?.match(words.practise) ?? [];
      expect(Number(count)).toBe(Math.min(30, Number(total)));
      await practise.click();
      await page.waitForURL(/\/practice\/quick\?session=/);
      await page.getByRole("heading", { name: words.first }).waitFor();
      const [session] = await h.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(page)));
      expect(session?.items).toHaveLength(Number(count));
      expect(unexpectedProblems(page)).toEqual([]);
    });
  }

  it("says once, in the page's language, that a question does not exist", async () => {
    const { page } = await subscribed("en", 360);
    await page.goto("/questions/no-such-question");
    await page.getByText("This question does not exist or is no longer in the bank.").waitFor();
    await page.waitForLoadState("networkidle");
    // The page says it; no toast repeats it (in Portuguese, from the read made before English
    // was applied, or in English).
    expect(await page.getByText(/Pergunta não encontrada|Question not found/).count()).toBe(0);
  });

  it("keeps the key of a question in the learner's running exam", async () => {
    const { page } = await subscribed("en", 360);
    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByRole("radio", { name: /^Full exam/ }).check();
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByRole("heading", { name: /^Question 1 of 30:/ }).waitFor();
    expect(await page.title()).toBe("Full exam · Código Certo");
    const [session] = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(page)));
    const questionId = session?.items[0]?.q ?? "";
    await page.goto(`/questions/${questionId}`);
    await page.locator("#study-stem").waitFor();
    await page.getByRole("button", { name: WORDS.en.reveal }).click();
    await page
      .getByRole("alert")
      .getByText(/finish or leave it to see the answer/)
      .waitFor();
    expect(await page.getByTestId("study-answer").count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
