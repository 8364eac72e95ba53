import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBSCRIPTION_COMMANDS } from "../../server/src/modules/subscriptions/subscriptions.commands";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";

describe.skipIf(!browserPath())("the profile in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  const grantSubscription = async (email: string, days: number) => {
    const grant = SUBSCRIPTION_COMMANDS.find((command) => command.name === "subscription:grant");
    await grant?.run({ database: h.database, out: () => {} } as never, [email, String(days)]);
  };
  const dialog = (page: Awaited<ReturnType<Harness["page"]>>) => page.locator("dialog[open]");
  const focusedText = (page: Awaited<ReturnType<Harness["page"]>>) =>
    page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  const focusIsInDialog = (page: Awaited<ReturnType<Harness["page"]>>) =>
    page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));

  it("shows who the learner is and their subscription, in both languages", async () => {
    const account = newAccount("profile");
    const token = await register(h.baseUrl, account);
    await grantSubscription(account.email, 14);
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile");
    await page.getByRole("heading", { name: "O meu perfil" }).waitFor();
    await page.getByText(account.name).waitFor();
    await page.getByText(account.email).waitFor();
    const today = new Intl.DateTimeFormat("pt-PT", { dateStyle: "long" }).format(new Date());
    await page.getByText("Membro desde").waitFor();
    await page.getByText(today).first().waitFor();
    expect(await page.getByTestId("subscription-status").textContent()).toBe("Ativa");
    await page.getByText("Válida até").waitFor();
    const days = page
      .locator("dt", { hasText: "Dias restantes" })
      .locator("xpath=following-sibling::dd");
    expect(Number(await days.textContent())).toBeGreaterThanOrEqual(13);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Mudar para inglês" }).click();
    await page.getByRole("heading", { name: "My profile" }).waitFor();
    expect(await page.getByTestId("subscription-status").textContent()).toBe("Active");
    await page.getByText("Days remaining").waitFor();
    await page.getByRole("link", { name: "Renew subscription" }).waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("a learner without a subscription sees none and a way to the plans", async () => {
    const token = await register(h.baseUrl, newAccount("no-sub"), "en");
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile", "en");
    await page.getByRole("heading", { name: "My profile" }).waitFor();
    expect(await page.getByTestId("subscription-status").textContent()).toBe("No subscription");
    expect(await page.getByText("Days remaining").count()).toBe(0);
    await page.getByRole("link", { name: "See plans" }).waitFor();
  });

  it("resets progress after two confirmations, with the keyboard alone", async () => {
    const token = await register(h.baseUrl, newAccount("reset"));
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/profile");
    const open = page.getByRole("button", { name: "Reiniciar progresso" });
    await open.focus();
    await page.keyboard.press("Enter");
    await dialog(page).getByRole("heading", { name: "Reiniciar o progresso?" }).waitFor();
    // Labelled by its title, focus inside (on the harmless choice), and it fits the phone.
    expect(await page.getByRole("dialog", { name: "Reiniciar o progresso?" }).count()).toBe(1);
    expect(await focusedText(page)).toBe("Cancelar");
    const box = await dialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    // Tab goes round the dialog's buttons, never to the page behind.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInDialog(page)).toBe(true);
    }
    // Escape closes and gives the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    expect(await dialog(page).count()).toBe(0);
    expect(await focusedText(page)).toBe("Reiniciar progresso");

    await page.keyboard.press("Enter");
    await dialog(page).getByRole("button", { name: "Continuar" }).focus();
    await page.keyboard.press("Enter");
    await dialog(page).getByRole("heading", { name: "Tem a certeza absoluta?" }).waitFor();
    expect(await focusedText(page)).toBe("Cancelar");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Sim, reiniciar o progresso");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "O seu progresso foi reiniciado." }).waitFor();
    expect(await dialog(page).count()).toBe(0);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("says so when the reset fails (English)", async () => {
    const token = await register(h.baseUrl, newAccount("reset-fail"), "en");
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile", "en");
    await page.getByRole("heading", { name: "My profile" }).waitFor();
    // The server cannot be made to fail on demand; the browser answers for it.
    await page.route("**/api/v1/user/reset-progress?*", (route) =>
      route.fulfill({ status: 503, json: { message: "Service temporarily unavailable." } }),
    );
    await page.getByRole("button", { name: "Reset progress" }).click();
    await dialog(page).getByRole("button", { name: "Continue" }).click();
    await dialog(page).getByRole("button", { name: "Yes, reset my progress" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Failed to reset progress. Please try again." })
      .waitFor();
    expect(await dialog(page).count()).toBe(0);
  });

  it("deletes the account: warning, form, last chance, then signed out on the landing page", async () => {
    const account = newAccount("delete");
    const token = await register(h.baseUrl, account);
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/profile");

    await page.getByRole("button", { name: "Eliminar conta" }).click();
    await dialog(page).getByRole("heading", { name: "Eliminar a sua conta?" }).waitFor();
    await dialog(page).getByRole("button", { name: "Continuar" }).click();
    await dialog(page).getByRole("heading", { name: "Confirme a eliminação" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The typed word is the page language's (ELIMINAR in Portuguese), in capitals.
    await dialog(page).getByLabel("Escreva ELIMINAR para confirmar").fill("eliminar");
    await dialog(page).getByRole("button", { name: "Continuar" }).click();
    await dialog(page).getByText("Escreva ELIMINAR para confirmar a eliminação da conta").waitFor();

    // A wrong password: back from the last chance to the form, with the server's message.
    await dialog(page).getByLabel("Palavra-passe").fill("not-my-password");
    await dialog(page).getByLabel("Escreva ELIMINAR para confirmar").fill("ELIMINAR");
    await dialog(page).getByLabel("Motivo (opcional)").fill("Já passei no exame!");
    await dialog(page).getByRole("button", { name: "Continuar" }).click();
    await dialog(page).getByRole("heading", { name: "Última oportunidade" }).waitFor();
    await dialog(page).getByRole("button", { name: "Eliminar definitivamente" }).click();
    await dialog(page)
      .getByRole("alert")
      .filter({ hasText: "Erro ao eliminar a conta" })
      .getByText("A palavra-passe introduzida está incorreta")
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBe(token);

    await dialog(page).getByLabel("Palavra-passe").fill(account.password);
    await dialog(page).getByRole("button", { name: "Continuar" }).click();
    await dialog(page).getByRole("button", { name: "Eliminar definitivamente" }).click();

    await page.waitForURL((url) => url.pathname === "/");
    await page
      .getByRole("status")
      .filter({ hasText: "A sua conta e todos os seus dados foram eliminados." })
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Entrar" }).waitFor();

    // The account is gone: its credentials no longer sign in.
    const login = await fetch(`${h.baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(422);
    expect(unexpectedProblems(page)).toEqual([]);
  });
});
