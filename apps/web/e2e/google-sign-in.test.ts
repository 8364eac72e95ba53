import { type OidcProvider, startOidcProvider } from "@cc/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";

describe.skipIf(!browserPath())("Google sign-in against a real OpenID Connect server", () => {
  let h: Harness;
  let google: OidcProvider;
  beforeAll(async () => {
    google = await startOidcProvider();
    h = await startHarness({
      env: {
        GOOGLE_ISSUER: google.issuer,
        GOOGLE_CLIENT_ID: "codigo-certo-e2e",
        GOOGLE_CLIENT_SECRET: "e2e-secret",
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await google?.close();
  });

  it("signs a new learner in from the login page and lands on the page they asked for", async () => {
    google.signInAs({
      sub: "google-1",
      email: "Beatriz.Google@example.pt",
      email_verified: true,
      name: "Beatriz Sousa",
    });
    const page = await h.page({ width: 360, height: 740 });
    await page.goto("/login?redirect=%2Fprofile");
    await page.getByRole("link", { name: "Continuar com Google" }).click();

    await page.waitForURL((url) => url.pathname === "/profile");
    // The token left the address (and the history) once kept.
    expect(page.url()).not.toContain("token=");
    expect(
      await page.evaluate(
        () => sessionStorage.getItem("auth_token") ?? localStorage.getItem("auth_token"),
      ),
    ).toBeTruthy();
    await page.getByText("Beatriz Sousa").waitFor();
    await page.getByText("beatriz.google@example.pt").waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("signs in from the signup page, going to practice (plans without a subscription)", async () => {
    google.signInAs({
      sub: "google-2",
      email: "carla@example.pt",
      email_verified: true,
      name: "Carla Reis",
    });
    const page = await h.page();
    await page.goto("/signup");
    await page.getByRole("link", { name: "Continuar com Google" }).click();
    await page.waitForURL((url) => url.pathname === "/subscription");
    await page.getByRole("button", { name: "Terminar sessão" }).waitFor();
  });

  it("explains a declined consent, in Portuguese and in English, with a way back", async () => {
    const page = await h.page({ width: 360, height: 740 });
    google.declineNextConsent();
    await page.goto("/login?redirect=%2Fstatistics");
    await page.getByRole("link", { name: "Continuar com Google" }).click();
    await page.getByRole("heading", { name: "Não foi possível entrar com o Google" }).waitFor();
    await page.getByText("O acesso não foi autorizado no Google.", { exact: false }).waitFor();
    expect(
      await page.evaluate(
        () => sessionStorage.getItem("auth_token") ?? localStorage.getItem("auth_token"),
      ),
    ).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Voltar à página de entrada" }).click();
    await page.waitForURL(`${h.baseUrl}/login?redirect=%2Fstatistics`);

    google.declineNextConsent();
    await page.getByRole("button", { name: "Mudar para inglês" }).click();
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.getByRole("heading", { name: "Google sign-in did not work" }).waitFor();
    await page.getByText("Access was not granted at Google.", { exact: false }).waitFor();
    await page.getByRole("link", { name: "Back to log in" }).waitFor();
  });

  it("opens a new browser in the account's language, leaving the account as it was", async () => {
    const account = newAccount("google-english");
    const token = await register(h.baseUrl, account, "en");
    google.signInAs({ sub: "google-3", email: account.email, email_verified: true, name: "Ana" });
    const page = await h.page({ width: 360, height: 740 });
    await page.goto("/login?redirect=%2Fprofile");
    await page.getByRole("link", { name: "Continuar com Google" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.waitForFunction(() => document.title === "My profile · Código Certo");
    const user = await fetch(`${h.baseUrl}/api/v1/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await user.json()).data.locale).toBe("en");
  });

  it("refuses a tampered or replayed sign-in attempt", async () => {
    const page = await h.page();
    await page.goto("/api/auth/google/callback?code=forged&state=not-a-real-state");
    await page.getByRole("heading", { name: "Não foi possível entrar com o Google" }).waitFor();
    await page
      .getByText("Este pedido de início de sessão expirou ou já foi usado.", { exact: false })
      .waitFor();
    expect(
      await page.evaluate(
        () => sessionStorage.getItem("auth_token") ?? localStorage.getItem("auth_token"),
      ),
    ).toBeNull();
  });

  it("shows no Google button when the server offers none", async () => {
    const plain = await startHarness();
    try {
      const page = await plain.page();
      const providers = page.waitForResponse((r) => r.url().includes("/api/v1/auth/providers"));
      await page.goto("/login");
      expect(await (await providers).json()).toEqual({ data: { google: false } });
      await page.getByLabel("Email").waitFor();
      expect(await page.getByRole("link", { name: "Continuar com Google" }).count()).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
