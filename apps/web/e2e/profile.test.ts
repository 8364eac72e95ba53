import { readFile } from "node:fs/promises";
import {
  grantPassFrom,
  grantSubscription,
  type SmtpCapture,
  startSmtpCapture,
} from "@cc/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";

describe.skipIf(!browserPath())("the profile in a real browser", () => {
  let h: Harness;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    h = await startHarness({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  const logIn = (email: string, password: string) =>
    fetch(`${h.baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
  const userOf = async (token: string) =>
    (
      await (
        await fetch(`${h.baseUrl}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data;
  const dialog = (page: Awaited<ReturnType<Harness["page"]>>) => page.locator("dialog[open]");
  const focusedText = (page: Awaited<ReturnType<Harness["page"]>>) =>
    page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  const focusIsInDialog = (page: Awaited<ReturnType<Harness["page"]>>) =>
    page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));

  it("shows who the learner is and their subscription, in both languages", async () => {
    const account = newAccount("profile");
    const token = await register(h.baseUrl, account);
    await grantSubscription(h.database, account.email, 14);
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile");
    await page.getByRole("heading", { name: "O meu perfil" }).waitFor();
    await page.getByText(account.name).waitFor();
    await page.getByText(account.email).waitFor();
    const today = new Intl.DateTimeFormat("pt-PT", { dateStyle: "long" }).format(new Date());
    await page.getByText("Membro desde").waitFor();
    await page.getByText(today).first().waitFor();
    expect(await page.getByTestId("subscription-status").textContent()).toBe("Ativo");
    await page.getByText("Válido até").waitFor();
    const days = page
      .locator("dt", { hasText: "Dias restantes" })
      .locator("xpath=following-sibling::dd");
    expect(Number(await days.textContent())).toBeGreaterThanOrEqual(13);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Mudar para inglês" }).click();
    await page.getByRole("heading", { name: "My profile" }).waitFor();
    expect(await page.getByTestId("subscription-status").textContent()).toBe("Active");
    await page.getByText("Days remaining").waitFor();
    await page.getByRole("link", { name: "Buy more days" }).waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("a learner without a subscription sees none and a way to the plans", async () => {
    const token = await register(h.baseUrl, newAccount("no-sub"), "en");
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile", "en");
    await page.getByRole("heading", { name: "My profile" }).waitFor();
    expect(await page.getByTestId("subscription-status").textContent()).toBe("No pass");
    expect(await page.getByText("Days remaining").count()).toBe(0);
    await page.getByRole("link", { name: "See passes" }).waitFor();
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
    // Said under the password field, before the last chance, with the focus on the field.
    const password = dialog(page).getByLabel("Palavra-passe");
    await dialog(page).getByText("A palavra-passe introduzida está incorreta").waitFor();
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
    const said = await page.evaluate(
      (ids) => ids.split(" ").map((id) => document.getElementById(id)?.textContent ?? ""),
      describedBy,
    );
    expect(said.join(" ")).toContain("A palavra-passe introduzida está incorreta");
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog(page).getByRole("heading", { name: "Última oportunidade" }).count()).toBe(
      0,
    );
    // An empty password is refused here, without asking the server.
    await password.fill("");
    await dialog(page).getByRole("button", { name: "Continuar" }).click();
    await dialog(page).getByText("A palavra-passe é obrigatória").waitFor();
    expect(await dialog(page).getByRole("heading", { name: "Última oportunidade" }).count()).toBe(
      0,
    );
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
    expect((await logIn(account.email, account.password)).status).toBe(422);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("edits the name in place, with the message under the field (360 px, axe clean)", async () => {
    const token = await register(h.baseUrl, newAccount("name"));
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/profile");
    await page.getByRole("button", { name: "Alterar nome" }).click();
    const field = page.getByLabel("Nome", { exact: true });
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill("A");
    await page.keyboard.press("Enter");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await page
      .locator("div", { has: field })
      .getByText(/pelo menos/)
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    await field.fill("Beatriz Nova");
    await page.getByRole("button", { name: "Guardar nome" }).click();
    await page.getByRole("status").filter({ hasText: "O seu nome foi atualizado." }).waitFor();
    await page.locator("dd", { hasText: "Beatriz Nova" }).waitFor();
    expect((await userOf(token)).name).toBe("Beatriz Nova");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("changes the password: the old one no longer signs in, the new one does", async () => {
    const account = newAccount("password");
    const token = await register(h.baseUrl, account, "en");
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile", "en");
    const card = page.getByRole("region", { name: "Password" });
    await card.getByLabel("Current password").fill("not-my-password");
    await card.getByLabel("New password", { exact: true }).fill("a-brand-new-secret");
    await card.getByLabel("Confirm the new password").fill("a-brand-new-secret");
    await card.getByRole("button", { name: "Change password" }).click();
    await card.getByLabel("Current password").and(page.locator("[aria-invalid=true]")).waitFor();

    await card.getByLabel("Current password").fill(account.password);
    await card.getByRole("button", { name: "Change password" }).click();
    await card.getByRole("status").filter({ hasText: "signed out everywhere else" }).waitFor();
    // The form is emptied for the next time.
    expect(await card.getByLabel("Current password").inputValue()).toBe("");
    expect((await logIn(account.email, account.password)).status).toBe(422);
    expect((await logIn(account.email, "a-brand-new-secret")).status).toBe(200);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("changes the e-mail through the link mailed to the new address", async () => {
    const account = newAccount("email");
    const token = await register(h.baseUrl, account);
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile");
    const card = page.getByRole("region", { name: "Endereço de email" });
    const newEmail = newAccount("email-new").email;
    await card.getByLabel("Novo endereço de email").fill(newEmail);
    await card.getByLabel("Palavra-passe atual").fill(account.password);
    await card.getByRole("button", { name: "Enviar link de confirmação" }).click();
    await card
      .getByRole("status")
      .filter({ hasText: `Enviámos um link para ${newEmail}` })
      .waitFor();

    const mail = await smtp.nextMailTo(newEmail);
    const link = mail.text.match(/https?:\/\/\S+\/confirm-email\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? "");
    await page.getByRole("heading", { name: "Confirmar o novo email" }).waitFor();
    // The spinner is a status too: the way on appears only once the link has been answered.
    const toProfile = page.getByRole("link", { name: "Ir para o perfil" });
    await toProfile.waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect((await userOf(token)).email).toBe(newEmail);
    await toProfile.click();
    await page.getByText(newEmail).first().waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("downloads the learner's data as a JSON file", async () => {
    const account = newAccount("export");
    const token = await register(h.baseUrl, account, "en");
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile", "en");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`codigo-certo-${day}.json`);
    const data = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
    expect(data.account).toMatchObject({ email: account.email, name: account.name });
    expect(JSON.stringify(data)).not.toContain("argon2");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("keeps the language chosen with the toggle on the account", async () => {
    const account = newAccount("language");
    const token = await register(h.baseUrl, account);
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile");
    await page.getByRole("button", { name: "Mudar para inglês" }).click();
    await page.getByRole("heading", { name: "My profile" }).waitFor();
    await expect.poll(async () => (await userOf(token)).locale).toBe("en");

    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("a lapsed pass reads Expired, not No pass", async () => {
    const account = newAccount("lapsed");
    const token = await register(h.baseUrl, account);
    // A three-day pass bought ten days ago.
    const { id } = await userOf(token);
    await grantPassFrom(h.database, id, 3, new Date(Date.now() - 10 * 86_400_000));
    expect((await userOf(token)).subscription_info.status).toBe("expired");
    const page = await h.page();
    await arriveSignedIn(page, token, "/profile");
    expect(await page.getByTestId("subscription-status").textContent()).toBe("Expirado");
    await page.getByRole("button", { name: "Mudar para inglês" }).click();
    await page.getByRole("heading", { name: "My profile" }).waitFor();
    expect(await page.getByTestId("subscription-status").textContent()).toBe("Expired");
  });
});
