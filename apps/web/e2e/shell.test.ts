import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPath, type Harness, startHarness } from "./support/harness";

describe.skipIf(!browserPath())("app shell in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it("renders the landing page in Portuguese, prerendered, with no errors or CSP violations", async () => {
    const page = await h.page();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    // The HTML itself carries the content (search engines, first paint), before any script runs.
    expect(await response?.text()).toContain("Passe no exame de código à primeira");
    await page
      .getByRole("heading", { level: 1, name: "Passe no exame de código à primeira" })
      .waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("pt-PT");
    await page.getByRole("link", { name: "Entrar" }).waitFor();
    await page.getByRole("link", { name: "Criar conta" }).first().waitFor();
    expect(await page.title()).toContain("Código Certo");
    expect(page.problems).toEqual([]);
  });

  it("switches the shell to English and remembers it", async () => {
    const page = await h.page();
    await page.goto("/");
    await page.getByRole("button", { name: "Mudar para inglês" }).click();
    await page.getByRole("link", { name: "Log in" }).waitFor();
    expect(await page.locator("h1").textContent()).toBe("Pass your driving theory exam first time");
    expect(await page.getByRole("contentinfo").textContent()).toContain("Privacy policy");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.reload();
    await page.getByRole("link", { name: "Sign up" }).first().waitFor();
    await page.getByRole("button", { name: "Switch to Portuguese" }).click();
    await page.getByRole("link", { name: "Entrar" }).waitFor();
    expect(page.problems).toEqual([]);
  });

  it("accepts ?lang=en, then removes it from the address", async () => {
    const page = await h.page();
    await page.goto("/terms?lang=en&x=1");
    await page.getByRole("heading", { name: "Terms and conditions" }).waitFor();
    await page.waitForURL((url) => url.search === "?x=1");
    expect(page.problems).toEqual([]);
  });

  it("sends a guest who opens an app page to login, with the way back", async () => {
    const page = await h.page();
    await page.goto("/practice/quick?n=10");
    await page.waitForURL(`${h.baseUrl}/login?redirect=%2Fpractice%2Fquick%3Fn%3D10`);
    expect(page.problems).toEqual([]);
  });

  it("shows the 404 page, with a 404 status, for an unknown address", async () => {
    const page = await h.page();
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
    await page.getByRole("link", { name: "Voltar ao início" }).click();
    await page.waitForURL(`${h.baseUrl}/`);
  });

  it("shows the 404 page in English for an unknown address under /en/", async () => {
    const page = await h.page();
    const response = await page.goto("/en/no-such-page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await expect.poll(() => page.title()).toBe("Page not found · Código Certo");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("has a keyboard-friendly phone menu that keeps a full-size button down to 320 px", async () => {
    const page = await h.page({ width: 320, height: 640 });
    await page.goto("/");
    const open = page.getByRole("button", { name: "Abrir menu" });
    const box = await open.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    await open.focus();
    await page.keyboard.press("Enter");
    const first = page.locator("#mobile-menu").getByRole("link", { name: "Entrar" });
    await first.waitFor();
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await page.locator("#mobile-menu").waitFor({ state: "detached" });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.problems).toEqual([]);
  });

  it("answers 404 for an exam mode that does not exist", async () => {
    const response = await fetch(`${h.baseUrl}/exam/anything-unknown`);
    expect(response.status).toBe(404);
    expect((await fetch(`${h.baseUrl}/exam/full`)).status).toBe(200);
  });

  it("fits a 360 px phone: the menu button opens the navigation", async () => {
    const page = await h.page({ width: 360, height: 740 });
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Abrir menu" });
    await menu.waitFor();
    expect(await page.locator("#mobile-menu").count()).toBe(0);
    await menu.click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Entrar" }).waitFor();
    expect(
      await page.getByRole("button", { name: "Fechar menu" }).getAttribute("aria-expanded"),
    ).toBe("true");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The name in the top bar keeps to one line, the badge beside or under it.
    const nameLines = await page
      .getByTestId("logo")
      .getByText("Código Certo", { exact: true })
      .evaluate(
        (name) =>
          name.getBoundingClientRect().height /
          Number.parseFloat(getComputedStyle(name).lineHeight),
      );
    expect(nameLines).toBeLessThan(1.5);
    expect(page.problems).toEqual([]);
  });
});
