import { loadBank } from "@cc/content/load";
import { questions } from "@cc/db/schema/content";
import { sessions } from "@cc/db/schema/sessions";
import { grantSubscription } from "@cc/server/testing";
import { asc, count, eq, isNull } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { horizontalOverflow, savedAnswerCount, sessionIdOf, sessionKey } from "./support/sessions";

type TestPage = Awaited<ReturnType<Harness["page"]>>;
type Key = Awaited<ReturnType<typeof sessionKey>>;

/** Each question's `reviewed` date in content/. */
const reviewedOn = new Map(loadBank().questions.map((q) => [q.id, q.reviewed]));

describe.skipIf(!browserPath())("exams, practice and review in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  /** A new learner with a subscription, on the practice dashboard. */
  async function subscribedLearner(options: { width?: number } = {}) {
    const account = newAccount("learning");
    const token = await register(h.baseUrl, account);
    await grantSubscription(h.database, account.email);
    const page = await h.page(options);
    // Leaving a running exam by reload asks first; the journeys say yes.
    page.on("dialog", (dialog) => void dialog.accept());
    await arriveSignedIn(page, token, "/practice");
    await page.getByRole("heading", { name: "Nova sessão" }).waitFor();
    return { page, token, account };
  }

  /** Starts a mode from the dashboard and answers the new session's id. */
  async function start(page: Page, mode: RegExp, configure?: () => Promise<void>) {
    await page.getByRole("radio", { name: mode }).check();
    await configure?.();
    await page.getByRole("button", { name: "Começar", exact: true }).click();
    await page.waitForURL(/[?&]session=/);
    await page.getByRole("heading", { name: /^Pergunta 1 de \d+:/ }).waitFor();
    return sessionIdOf(page);
  }

  /** Answers questions from..to (0-based, inclusive) with the keyboard: letter, then Right. */
  async function answerWithKeys(
    page: Page,
    key: Key,
    { from = 0, to = key.length - 1, wrong = 0 }: { from?: number; to?: number; wrong?: number },
  ) {
    for (let index = from; index <= to; index++) {
      const { right, wrong: wrongLetter } = key[index] as Key[number];
      await page.keyboard.press((index - from < wrong ? wrongLetter : right).toLowerCase());
      if (index < key.length - 1) await page.keyboard.press("ArrowRight");
    }
  }

  const counter = (page: Page) => page.getByTestId("answered-counter").textContent();
  const finishButton = (page: Page) =>
    page.getByRole("button", { name: "Terminar e ver o resultado" });

  it("a full exam passed with 3 mistakes: keyboard, jump strip, no request between questions, results and review", {
    timeout: 120_000,
  }, async () => {
    const { page, token } = await subscribedLearner();
    await page.getByTestId("recent-empty").waitFor();
    const sessionId = await start(page, /^Exame completo/);
    const key = await sessionKey(h.database, sessionId);
    expect(key).toHaveLength(30);
    expect(await page.getByTestId("exam-timer").textContent()).toMatch(/^(30:00|29:[0-5]\d)$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Moving around is local: once the drawings are preloaded, no request leaves while the learner
    // only browses the questions.
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("1");
    await page.keyboard.press("2");
    await page.getByRole("heading", { name: /^Pergunta 12 de 30:/ }).waitFor();
    await page.getByRole("button", { name: "Pergunta 5, por responder" }).click();
    await page.getByRole("heading", { name: /^Pergunta 5 de 30:/ }).waitFor();
    await page.getByRole("button", { name: "Seguinte", exact: true }).click();
    await page.getByRole("button", { name: "Anterior", exact: true }).click();
    // Every question once: a drawing missing from the preload would show as a request.
    for (let move = 0; move < 30; move++) await page.keyboard.press("ArrowRight");
    await page.getByRole("heading", { name: /^Pergunta 30 de 30:/ }).waitFor();
    await page.waitForTimeout(1500); // longer than the save delay: nothing was waiting to go
    expect(requests).toEqual([]);

    // A click chooses too, and the strip shows current, answered and unanswered.
    await page.keyboard.press("1");
    await page.getByRole("heading", { name: /^Pergunta 1 de 30:/ }).waitFor();
    const first = key[0] as Key[number];
    await page.getByRole("button", { name: new RegExp(`^${first.right}\\. `) }).click();
    expect(
      await page
        .getByRole("button", { name: new RegExp(`^${first.right}\\. `) })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    await page.keyboard.press("ArrowRight");
    expect(
      await page.getByRole("button", { name: "Pergunta 1, respondida" }).getAttribute("data-state"),
    ).toBe("answered");
    expect(
      await page
        .getByRole("button", { name: "Pergunta 2, por responder" })
        .getAttribute("aria-current"),
    ).toBe("step");
    expect(await counter(page)).toBe("Respondidas: 1 de 30");

    // Three wrong (questions 2-4), the rest right; no finish button until the last answer.
    await answerWithKeys(page, key, { from: 1, to: 28, wrong: 3 });
    expect(await counter(page)).toBe("Respondidas: 29 de 30");
    expect(await finishButton(page).count()).toBe(0);
    await answerWithKeys(page, key, { from: 29 });
    expect(await counter(page)).toBe("Respondidas: 30 de 30");
    await finishButton(page).click();

    expect(await page.getByTestId("result-verdict").textContent()).toBe("Aprovado!");
    expect(await page.getByTestId("result-mistakes").textContent()).toBe("3");
    await page.getByText("27 / 30").waitFor();
    await page.getByText("90%").waitFor();
    const [stored] = await h.database.db
      .select({ status: sessions.status })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    expect(stored?.status).toBe("completed");

    // The review, its filters on keys 1, 2, 3, and Escape back to the results.
    await page.getByRole("link", { name: "Rever as respostas" }).click();
    await page.waitForURL(`**/review/${sessionId}`);
    expect(await page.getByTestId("review-summary").textContent()).toBe(
      "27 de 30 certas (90%) · 3 erros",
    );
    const items = page.getByTestId("review-item");
    expect(await items.count()).toBe(30);
    const wrongOne = items.nth(1);
    await wrongOne.getByText("A sua resposta", { exact: true }).waitFor();
    await wrongOne.getByText("Resposta correta", { exact: true }).waitFor();
    await wrongOne.getByRole("heading", { name: "Explicação" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Each question says when it was last checked against the law, its date in the page's language.
    const checked = page.getByText(/^Verificada com o Código da Estrada em /);
    await expect.poll(() => checked.count()).toBe(30);
    const firstId = (
      await items.first().locator("article").getAttribute("aria-labelledby")
    )?.replace(/^review-/, "");
    const reviewed = reviewedOn.get(firstId ?? "");
    expect(reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = (locale: string) =>
      new Date(`${reviewed}T12:00:00Z`).toLocaleDateString(locale, { dateStyle: "long" });
    await items
      .first()
      .getByText(`Verificada com o Código da Estrada em ${day("pt-PT")}.`, { exact: true })
      .waitFor();
    // The same review opened in English, in another tab.
    const english = await h.page();
    await arriveSignedIn(english, token, `/review/${sessionId}`, "en");
    await english
      .getByTestId("review-item")
      .first()
      .getByText(`Checked against the Código da Estrada on ${day("en-GB")}.`, { exact: true })
      .waitFor();
    await expect
      .poll(() => english.getByText(/^Checked against the Código da Estrada on /).count())
      .toBe(30);
    expect(unexpectedProblems(english)).toEqual([]);

    await page.keyboard.press("3");
    await expect.poll(() => items.count()).toBe(3);
    expect(
      await page.getByRole("button", { name: "Erradas (3)" }).getAttribute("aria-pressed"),
    ).toBe("true");
    for (const flag of await items.evaluateAll((nodes) => nodes.map((n) => n.dataset.correct))) {
      expect(flag).toBe("false");
    }
    await page.keyboard.press("2");
    await expect.poll(() => items.count()).toBe(27);
    await page.keyboard.press("1");
    await expect.poll(() => items.count()).toBe(30);
    await page.getByRole("button", { name: "Certas (27)" }).click();
    await expect.poll(() => items.count()).toBe(27);
    await page.keyboard.press("Escape");
    await page.waitForURL(`**/exam/full?session=${sessionId}`);
    expect(await page.getByTestId("result-verdict").textContent()).toBe("Aprovado!");

    // The dashboard lists it with its Review link.
    await page.getByRole("link", { name: "Voltar à prática" }).click();
    const recent = page.getByTestId("recent-session").first();
    await recent.getByRole("link", { name: "Rever" }).waitFor();
    await recent.getByText("Aprovado").waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("a full exam failed: resumed after a reload, then the countdown reaches zero and submits", async () => {
    const { page, token } = await subscribedLearner();
    const sessionId = await start(page, /^Exame completo/);
    const key = await sessionKey(h.database, sessionId);
    await answerWithKeys(page, key, { to: 25 });
    // Answers are saved as they are chosen: a reload loses none.
    await expect.poll(() => savedAnswerCount(h.database, sessionId)).toBe(26);

    // Meanwhile the dashboard, in another tab, says the running exam has no review yet.
    const other = await page.context().newPage();
    await arriveSignedIn(other, token, "/practice");
    const running = other.getByTestId("recent-session").first();
    await running.getByText("Revisão indisponível").waitFor();
    await running.getByRole("link", { name: "Continuar" }).waitFor();
    await other.goto(`/review/${sessionId}`);
    await other.getByRole("heading", { name: "Esta sessão ainda não está concluída" }).waitFor();
    await other.close();

    // The server's deadline is all that counts: bring it to a few seconds from now.
    await h.database.db
      .update(sessions)
      .set({ deadlineAt: new Date(Date.now() + 15_000) })
      .where(eq(sessions.id, sessionId));
    await page.reload();
    await page.getByRole("heading", { name: /^Pergunta 27 de 30:/ }).waitFor();
    expect(await counter(page)).toBe("Respondidas: 26 de 30");
    expect(await page.getByTestId("exam-timer").textContent()).toMatch(/^0:(0\d|1[0-5])$/);

    // At zero it hands in by itself; the 4 questions left blank count as mistakes.
    await page.getByTestId("result-verdict").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("result-verdict").textContent()).toBe("Reprovado");
    expect(await page.getByTestId("result-mistakes").textContent()).toBe("4");
    await page.getByText("O tempo terminou", { exact: false }).first().waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("a quick practice left early keeps its answers for Review Progress", async () => {
    const { page } = await subscribedLearner();
    const sessionId = await start(page, /^Prática rápida/);
    const key = await sessionKey(h.database, sessionId);
    expect(key).toHaveLength(10);
    await answerWithKeys(page, key, { to: 3, wrong: 2 });

    // Leaving through the menu asks first; staying keeps the session as it was.
    await page.getByRole("navigation").getByRole("link", { name: "Estatísticas" }).click();
    const dialog = page.locator("dialog[open]");
    await dialog.getByRole("heading", { name: "Sair da sessão?" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Continuar a responder" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/practice/quick");
    expect(await counter(page)).toBe("Respondidas: 4 de 10");

    // The exit button ends it: marked exited, what was answered kept.
    await page.getByRole("button", { name: "Sair", exact: true }).click();
    await dialog.getByRole("button", { name: "Sair e terminar" }).click();
    expect(await page.getByTestId("result-verdict").textContent()).toBe("Sessão interrompida");
    expect(await page.getByTestId("result-mistakes").textContent()).toBe("2");
    const [stored] = await h.database.db
      .select({ status: sessions.status })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    expect(stored?.status).toBe("exited");

    // The dashboard labels it Exited, with Review Progress.
    await page.getByRole("link", { name: "Voltar à prática" }).click();
    const recent = page.getByTestId("recent-session").first();
    await recent.getByText("Interrompida").waitFor();
    await recent.getByRole("link", { name: "Rever progresso" }).click();
    await page.waitForURL(`**/review/${sessionId}`);
    await page.getByRole("heading", { name: "Rever progresso" }).waitFor();
    expect(await page.getByTestId("review-summary").textContent()).toMatch(/^2 de 10 certas/);
    expect(await page.getByText("Sem resposta", { exact: true }).count()).toBe(6);
    await page.keyboard.press("2");
    await expect.poll(() => page.getByTestId("review-item").count()).toBe(2);
    // Escape goes back where the learner came from.
    await page.keyboard.press("Escape");
    await page.waitForURL("**/practice");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("says so when fewer questions exist than asked, and goes on with those", async () => {
    // The category and difficulty with the fewest questions (the bank grows, so it is looked up).
    const [scarcest] = await h.database.db
      .select({ category: questions.categoryId, difficulty: questions.difficulty, n: count() })
      .from(questions)
      .where(isNull(questions.retiredAt))
      .groupBy(questions.categoryId, questions.difficulty)
      .orderBy(asc(count()))
      .limit(1);
    if (!scarcest || scarcest.n >= 40) throw new Error("no category and difficulty below 40");
    const { page } = await subscribedLearner();
    const setup = page.getByRole("region", { name: "Nova sessão" });
    await setup.getByRole("radio", { name: /^Teste por categoria/ }).check();
    await setup.getByLabel("Categoria", { exact: true }).selectOption(scarcest.category ?? "");
    await setup.getByLabel("Dificuldade").selectOption(scarcest.difficulty);
    await setup.getByLabel("Número de perguntas").selectOption("40");
    await page.getByRole("button", { name: "Começar", exact: true }).click();
    const notice = page.getByRole("alert").filter({ hasText: "perguntas disponíveis" });
    const text = (await notice.textContent()) ?? "";
    const [, available] = /Só há (\d+) perguntas disponíveis com estas opções \(pediu 40\)/.exec(
      text,
    ) ?? [undefined, "0"];
    expect(Number(available)).toBeGreaterThan(0);
    expect(Number(available)).toBeLessThan(40);
    await page.getByRole("button", { name: `Continuar com ${available} perguntas` }).click();
    await page
      .getByRole("heading", { name: `Pergunta 1 de ${available}:`, exact: false })
      .waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("refuses addresses that are no session, and one that is still running", async () => {
    const { page } = await subscribedLearner();
    await page.goto("/review/not-a-session");
    await page.getByRole("heading", { name: "ID de sessão inválido" }).waitFor();
    await page.goto("/review/0b0c2a4e-8d1f-4f0e-9a43-3c2f5d1e7a90");
    await page.getByRole("heading", { name: "Sessão não encontrada" }).waitFor();
    await page.goto("/exam/full?session=0b0c2a4e-8d1f-4f0e-9a43-3c2f5d1e7a90");
    await page.getByRole("heading", { name: "Sessão não encontrada" }).waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("fits a 360 px phone: dashboard, exam and review without sideways scrolling", async () => {
    const { page } = await subscribedLearner({ width: 360 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The category browser searches the bank.
    await page.getByLabel("Pesquisar perguntas").fill("rotunda");
    await page.getByTestId("question-results").waitFor();
    expect(await page.getByText(/^Perguntas encontradas: \d+$/).textContent()).not.toBe(
      "Perguntas encontradas: 0",
    );
    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await page.getByTestId("category-card").first().waitFor();

    const sessionId = await start(page, /^Prática rápida/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const key = await sessionKey(h.database, sessionId);
    await answerWithKeys(page, key, {});
    await finishButton(page).click();
    await page.getByTestId("result-verdict").waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "Rever as respostas" }).click();
    await page.getByTestId("review-summary").waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpectedProblems(page as TestPage)).toEqual([]);
  });
});
