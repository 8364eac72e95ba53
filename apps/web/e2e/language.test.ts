import { grantSubscription } from "@cc/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  arriveSignedIn,
  newAccount,
  register,
  type TestAccount,
  unexpectedProblems,
} from "./support/accounts";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { sessionIdOf } from "./support/sessions";

const DESKTOP = { width: 1280, height: 800 };

describe.skipIf(!browserPath())("the interface language in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  const accountLocale = async (token: string) =>
    (
      await (
        await fetch(`${h.baseUrl}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data.locale;

  it("titles signed-in pages in the page's language, and follows a switch (en, then pt)", async () => {
    const account = newAccount("titles");
    const token = await register(h.baseUrl, account, "en");
    await grantSubscription(h.database, account.email);
    const page = await h.page(DESKTOP);
    await arriveSignedIn(page, token, "/profile", "en");
    await page.waitForFunction(() => document.title === "My profile · Código Certo");
    await page.goto("/practice");
    await page.waitForFunction(() => document.title === "Practice · Código Certo");
    expect(await page.getAttribute("html", "lang")).toBe("en");

    await page.getByRole("button", { name: "Switch to Portuguese" }).click();
    await page.waitForFunction(() => document.title === "Praticar · Código Certo");
    expect(await page.getAttribute("html", "lang")).toBe("pt-PT");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("reads a signed-in page's data in English from the first request, once (en stored)", async () => {
    const account = newAccount("first-read");
    const token = await register(h.baseUrl, account, "en");
    await grantSubscription(h.database, account.email);
    const page = await h.page(DESKTOP);
    // The API reads of each page load, in order.
    let reads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/") && request.method() === "GET") {
        reads.push(`${url.pathname}${url.search}`);
      }
    });
    const open = async (path: string, heading: string) => {
      reads = [];
      await page.goto(path);
      await page.getByRole("heading", { name: heading, exact: true }).waitFor();
      await page.waitForLoadState("networkidle");
      return reads;
    };

    await arriveSignedIn(page, token, "/404", "en");
    const practice = await open("/practice", "Practice");
    const statistics = await open("/statistics", "Statistics");
    // An old English link: the address under /en/ gives the language even with none stored.
    await page.evaluate(() => localStorage.removeItem("locale"));
    const english = await open("/en/practice", "Page not found");

    expect(practice.some((read) => read.startsWith("/api/v1/categories?"))).toBe(true);
    expect(statistics.some((read) => read.startsWith("/api/v1/ai/dashboard?"))).toBe(true);
    expect(english.some((read) => read.startsWith("/api/v1/user?"))).toBe(true);
    for (const load of [practice, statistics, english]) {
      expect(load.filter((read) => /[?&]locale=(?!en(&|$))/.test(read))).toEqual([]);
      // Each thing read once, not once more when the language settles.
      expect(load.filter((read, at) => load.indexOf(read) !== at)).toEqual([]);
    }
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("lets ?lang= win over the remembered language, and remembers it on the account (pt, then en)", async () => {
    const account = newAccount("lang-query");
    const token = await register(h.baseUrl, account, "en");
    await grantSubscription(h.database, account.email);
    const page = await h.page(DESKTOP);
    // English was chosen before: ?lang=pt still wins, and stays after the address is cleaned.
    await arriveSignedIn(page, token, "/practice?lang=pt", "en");
    await page.getByRole("heading", { name: "Praticar", exact: true }).waitFor();
    await page.waitForURL((url) => url.search === "");
    await page.waitForFunction(() => document.title === "Praticar · Código Certo");
    await expect.poll(() => accountLocale(token)).toBe("pt");
    await page.reload();
    await page.getByRole("heading", { name: "Praticar", exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("pt");

    await page.goto("/practice?lang=en");
    await page.getByRole("heading", { name: "Practice", exact: true }).waitFor();
    await expect.poll(() => accountLocale(token)).toBe("en");
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("en");

    // A guest's ?lang= is remembered in the browser.
    const guest = await h.page(DESKTOP);
    await guest.goto("/signup?lang=en");
    await guest.getByRole("heading", { name: "Create an account" }).waitFor();
    await guest.waitForFunction(() => document.title === "Create an account · Código Certo");
    await guest.goto("/login");
    await guest.getByRole("heading", { name: "Log in" }).waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  /** Signs in on the Portuguese login page, as a learner would, and waits for the next page. */
  const signInOnLoginPage = async (page: Page, account: TestAccount) => {
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Palavra-passe").fill(account.password);
    await page.locator("form").getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL((url) => url.pathname === "/practice");
  };

  it("opens a new browser in the account's language at sign-in, leaving the account as it was", async () => {
    const account = newAccount("lang-new-browser");
    const token = await register(h.baseUrl, account, "en");
    await grantSubscription(h.database, account.email);
    // A phone that never chose a language: the Portuguese home page (its menu starts the app
    // there), then its link to the login page.
    const page = await h.page({ width: 360, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Entrar" }).click();
    await page.getByRole("heading", { name: "Entrar" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBeNull();

    await signInOnLoginPage(page, account);
    await page.getByRole("heading", { name: "Practice", exact: true }).waitFor();
    await page.waitForFunction(() => document.title === "Practice · Código Certo");
    expect(await accountLocale(token)).toBe("en");
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("en");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("keeps Portuguese chosen in the browser at sign-in, and the account follows it", async () => {
    const account = newAccount("lang-chosen");
    const token = await register(h.baseUrl, account, "en");
    await grantSubscription(h.database, account.email);
    const page = await h.page(DESKTOP);
    await page.goto("/login");
    await page.getByRole("button", { name: /^PT/ }).click();
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("pt");

    await signInOnLoginPage(page, account);
    await page.getByRole("heading", { name: "Praticar", exact: true }).waitFor();
    await page.waitForFunction(() => document.title === "Praticar · Código Certo");
    expect(await accountLocale(token)).toBe("pt");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("switches a running session's questions with the interface and keeps the answers (pt → en → pt)", async () => {
    const account = newAccount("lang-session");
    const token = await register(h.baseUrl, account);
    await grantSubscription(h.database, account.email);
    const page = await h.page(DESKTOP);
    page.on("dialog", (dialog) => void dialog.accept());
    await arriveSignedIn(page, token, "/practice");
    await page.getByRole("radio", { name: /^Exame completo/ }).check();
    await page.getByRole("button", { name: "Começar", exact: true }).click();
    await page.waitForURL(/[?&]session=/);
    const sessionId = sessionIdOf(page);
    const read = async (locale: string) =>
      (
        await fetch(`${h.baseUrl}/api/v1/exams/${sessionId}?locale=${locale}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).text();
    const [ptBody, enBody] = await Promise.all([read("pt"), read("en")]);
    // What the screen reads again in English carries no answer key while the session runs.
    // Keys only: a question's own text may well say "correct".
    expect(enBody).not.toMatch(/"(correct_answer|is_correct|explanation)":/);
    const ptFirst = JSON.parse(ptBody).data.questions[0];
    const enFirst = JSON.parse(enBody).data.questions[0];
    expect(enFirst.text).not.toBe(ptFirst.text);

    await page.getByText(ptFirst.text, { exact: false }).first().waitFor();
    await page.keyboard.press("b");
    const chosen = () =>
      page.getByRole("button", { name: /^B\. / }).first().getAttribute("aria-pressed");
    expect(await chosen()).toBe("true");

    await page.getByRole("button", { name: "Mudar para inglês" }).click();
    await page.getByText(enFirst.text, { exact: false }).first().waitFor();
    await page.getByRole("button", { name: `B. ${enFirst.options.B}` }).waitFor();
    expect(await chosen()).toBe("true");
    await page.waitForFunction(() => document.title === "Full exam · Código Certo");
    expect(await page.getByTestId("answered-counter").textContent()).toBe("Answered: 1 of 30");

    await page.getByRole("button", { name: "Switch to Portuguese" }).click();
    await page.getByText(ptFirst.text, { exact: false }).first().waitFor();
    expect(await chosen()).toBe("true");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("heads the English signup error with the spec's Registration Error", async () => {
    const account = newAccount("lang-signup");
    await register(h.baseUrl, account);
    const page = await h.page(DESKTOP);
    await page.goto("/signup?lang=en");
    await page.getByLabel("Name").fill("Someone Else");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm password").fill(account.password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("alert").filter({ hasText: "Registration Error" }).waitFor();
  });
});
