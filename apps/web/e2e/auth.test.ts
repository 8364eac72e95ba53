import { grantSubscription, type SmtpCapture, startSmtpCapture } from "@cc/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  arriveSignedIn,
  newAccount,
  register,
  type TestAccount,
  unexpectedProblems,
} from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";

// A remembered sign-in keeps its token in localStorage, any other in sessionStorage.
const storedToken = (page: { evaluate<T>(fn: () => T): Promise<T> }) =>
  page.evaluate(() => sessionStorage.getItem("auth_token") ?? localStorage.getItem("auth_token"));

describe.skipIf(!browserPath())("signing up, in and out in a real browser", () => {
  let h: Harness;
  let mailbox: SmtpCapture;
  beforeAll(async () => {
    mailbox = await startSmtpCapture();
    h = await startHarness({ env: { SMTP_URL: mailbox.url } });
  });
  afterAll(async () => {
    await h?.close();
    await mailbox?.close();
  });

  it("signs up in Portuguese: field messages first, then the account, then signs out", async () => {
    const page = await h.page({ width: 360, height: 740 });
    await page.goto("/signup");
    await page
      .getByText(
        "O teste gratuito de 30 perguntas não precisa de conta: experimente-o na página inicial.",
      )
      .waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    // Nothing filled in: every rule speaks under its own field, and nothing is sent.
    await page.getByRole("button", { name: "Criar conta" }).click();
    for (const message of [
      "O nome é obrigatório",
      "Email é obrigatório",
      "A palavra-passe é obrigatória",
      "A confirmação da palavra-passe é obrigatória",
      "Deve aceitar os termos e condições",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel("Nome").evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(await page.getByLabel("Nome").getAttribute("aria-invalid")).toBe("true");

    const account = newAccount("signup");
    await page.getByLabel("Nome").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Palavra-passe", { exact: true }).fill(account.password);
    await page.getByLabel("Confirmar palavra-passe").fill(`${account.password}x`);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByText("As palavras-passe não coincidem").waitFor();
    expect(await page.getByText("O nome é obrigatório").count()).toBe(0);

    await page.getByLabel("Confirmar palavra-passe").fill(account.password);
    await page.getByRole("button", { name: "Criar conta" }).click();
    // Signup goes to practice; without a subscription, practice sends the learner on to plans.
    await page.waitForURL((url) => url.pathname === "/subscription");
    expect(await storedToken(page)).toBeTruthy();

    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.locator("#mobile-menu").getByRole("button", { name: "Terminar sessão" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Entrar" }).waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(unexpectedProblems(page)).toEqual([]);

    // The same address cannot sign up twice: the server's answer under "Registration Error".
    await page.goto("/signup");
    await page.getByLabel("Nome").fill("Outra Pessoa");
    await page.getByLabel("Email").fill(account.email.toUpperCase());
    await page.getByLabel("Palavra-passe", { exact: true }).fill(account.password);
    await page.getByLabel("Confirmar palavra-passe").fill(account.password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Criar conta" }).click();
    const error = page.getByRole("alert").filter({ hasText: "Erro no registo" });
    await error.getByText("Já existe uma conta com este email.").waitFor();
  });

  it("logs in in English: the server's refusal under Login Error, a disabled button while sending, then the page asked for", async () => {
    const account = newAccount("login");
    await register(h.baseUrl, account, "en");
    const page = await h.page();
    const calls: string[] = [];
    page.on("request", (request) => calls.push(new URL(request.url()).pathname));
    await page.goto("/login?redirect=%2Fstatistics%3Frange%3D7d&lang=en");
    await page.getByRole("heading", { name: "Log in" }).waitFor();

    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Email is required").waitFor();
    await page.getByText("Password is required").waitFor();

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    const error = page.getByRole("alert").filter({ hasText: "Login Error" });
    await error.getByText("These credentials do not match our records.").waitFor();

    // Hold the next answer to see the button while the request is on its way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/login?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Password").fill(account.password);
    await page.getByLabel("Keep me signed in").check();
    await page.getByRole("button", { name: "Log in" }).click();
    const sending = page.getByRole("button", { name: "Logging in…" });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    // The earlier error went at this submit.
    expect(await error.count()).toBe(0);
    release();

    await page.waitForURL(`${h.baseUrl}/statistics?range=7d`);
    await page.getByRole("button", { name: "Log out" }).waitFor();
    // Spec section 7: each sign-in call is preceded by the CSRF cookie request.
    const auth = calls.filter((path) => path === "/sanctum/csrf-cookie" || path === "/api/login");
    expect(auth).toEqual([
      ...["/sanctum/csrf-cookie", "/api/login"],
      ...["/sanctum/csrf-cookie", "/api/login"],
    ]);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it('keeps a sign-in across a browser restart only when "remember me" was ticked', async () => {
    const account = newAccount("remember");
    await register(h.baseUrl, account, "en");
    const signIn = async (remember: boolean) => {
      const page = await h.page();
      await page.goto("/login?redirect=%2Fprofile&lang=en");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill(account.password);
      if (remember) await page.getByLabel("Keep me signed in").check();
      await page.getByRole("button", { name: "Log in" }).click();
      await page.getByRole("heading", { name: "My profile" }).waitFor();
      expect(await storedToken(page)).toBeTruthy();
      expect(unexpectedProblems(page)).toEqual([]);
      // What the browser keeps when it is closed and opened again.
      const kept = await page.context().storageState();
      await page.context().close();
      const later = await h.page({ storageState: kept });
      await later.goto("/profile?lang=en");
      return later;
    };

    const forgotten = await signIn(false);
    await forgotten.waitForURL((url) => url.pathname === "/login");
    expect(await storedToken(forgotten)).toBeNull();

    const remembered = await signIn(true);
    await remembered.getByRole("heading", { name: "My profile" }).waitFor();
    expect(await remembered.evaluate(() => localStorage.getItem("auth_token"))).toBeTruthy();
    expect(unexpectedProblems(remembered)).toEqual([]);
  });

  it("sends signed-in visitors of the sign-in pages on: practice when subscribed, else the plans", async () => {
    const account = newAccount("returning");
    const token = await register(h.baseUrl, account);
    const page = await h.page();
    await arriveSignedIn(page, token, "/login");
    await page.waitForURL((url) => url.pathname === "/subscription");

    await grantSubscription(h.database, account.email, 14);
    await page.goto("/signup");
    await page.waitForURL((url) => url.pathname === "/practice");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("signs out on arrival when the stored token is no longer valid", async () => {
    const page = await h.page();
    await arriveSignedIn(page, "revoked-or-invented-token", "/");
    await expect.poll(() => storedToken(page), { timeout: 15_000 }).toBeNull();
    await page.getByRole("link", { name: "Entrar" }).waitFor();
  });

  const resetThroughMail = async (account: TestAccount, locale: "pt" | "en") => {
    const en = locale === "en";
    const page = await h.page({ width: 360, height: 740 });
    await page.goto(`/login?lang=${locale}`);
    await page
      .getByRole("link", { name: en ? "Forgot your password?" : "Esqueceu-se da palavra-passe?" })
      .click();
    // The login page has an Email field too: fill only once the next page has replaced it (its
    // code may still be on its way the first time).
    await page
      .getByRole("heading", { name: en ? "Reset your password" : "Recuperar palavra-passe" })
      .waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: en ? "Send link" : "Enviar link" }).click();
    await page
      .getByRole("heading", { name: en ? "Check your email" : "Verifique o seu email" })
      .waitFor();
    await page.getByText(account.email).waitFor();

    const mail = await mailbox.nextMailTo(account.email);
    expect(mail.text).toContain(en ? "Choose a new password" : "Escolher uma nova palavra-passe");
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
    expect(link?.startsWith(`${h.baseUrl}/reset-password?`)).toBe(true);

    await page.goto(link ?? "");
    expect(await page.getByLabel("Email").inputValue()).toBe(account.email);
    const newPassword = `${account.password}-new`;
    await page.getByLabel(en ? "New password" : "Nova palavra-passe").fill(newPassword);
    await page.getByLabel(en ? "Confirm password" : "Confirmar palavra-passe").fill(newPassword);
    await page
      .getByRole("button", { name: en ? "Save password" : "Guardar palavra-passe" })
      .click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page
      .getByText(
        en
          ? "Your password has been changed. Sign in with your new password."
          : "A palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.",
      )
      .waitFor();

    // The link works once.
    await page.goto(link ?? "");
    await page.getByLabel(en ? "New password" : "Nova palavra-passe").fill(`${newPassword}2`);
    await page
      .getByLabel(en ? "Confirm password" : "Confirmar palavra-passe")
      .fill(`${newPassword}2`);
    await page
      .getByRole("button", { name: en ? "Save password" : "Guardar palavra-passe" })
      .click();
    await page
      .getByText(
        en
          ? "This reset link is invalid or has expired."
          : "O link de reposição é inválido ou expirou.",
      )
      .waitFor();
    await page
      .getByRole("link", { name: en ? "Ask for a new link" : "Pedir um novo link" })
      .waitFor();

    // The new password signs in; the old one no longer does.
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel(en ? "Password" : "Palavra-passe").fill(account.password);
    await page.getByRole("button", { name: en ? "Log in" : "Entrar", exact: true }).click();
    await page.getByText(en ? "Login Error" : "Erro ao entrar").waitFor();
    await page.getByLabel(en ? "Password" : "Palavra-passe").fill(newPassword);
    await page.getByRole("button", { name: en ? "Log in" : "Entrar", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/subscription");
    expect(unexpectedProblems(page)).toEqual([]);
  };

  it("resets a forgotten password through the mailed link, in Portuguese", async () => {
    const account = newAccount("reset-pt");
    await register(h.baseUrl, account, "pt");
    await resetThroughMail(account, "pt");
  });

  it("resets a forgotten password through the mailed link, in English", async () => {
    const account = newAccount("reset-en");
    await register(h.baseUrl, account, "en");
    await resetThroughMail(account, "en");
  });

  it("has no serious accessibility problems on the sign-in pages, empty or showing errors", async () => {
    const page = await h.page();
    for (const path of [
      "/login",
      "/signup",
      "/forgot-password",
      "/reset-password?token=t&email=a%40b.pt",
      "/reset-password",
    ]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await seriousA11yViolations(page), path).toEqual([]);
      const submit = page.locator("form button[type=submit]");
      if (await submit.count()) {
        await submit.click();
        await page.locator("[aria-invalid=true]").first().waitFor();
        expect(await seriousA11yViolations(page), `${path} with errors`).toEqual([]);
      }
    }
  });
});
