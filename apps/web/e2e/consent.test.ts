import { grantSubscription } from "@cc/server/testing";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { startTrackerStubs, type TrackerStubs } from "./support/tracker-stubs";

const trackerEnv = (origin: string, pixelScript = "/fbevents.js") => ({
  META_PIXEL_ID: "1234567890",
  META_PIXEL_SCRIPT_URL: `${origin}${pixelScript}`,
  GOOGLE_ADS_CONVERSION_ID: "AW-99887766",
  GOOGLE_ADS_MEASUREMENT_ID: "G-TEST123",
  GOOGLE_TAG_SCRIPT_URL: `${origin}/gtag/js`,
});

const until = async (check: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const banner = (page: Page, name: string) => page.getByRole("region", { name });

/** Presses Tab until `target` has the focus: the presses it took (Infinity past `limit`). */
async function tabsTo(page: Page, target: Locator, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

describe.skipIf(!browserPath())("cookie consent and trackers in a real browser", () => {
  let stubs: TrackerStubs;
  let h: Harness;
  beforeAll(async () => {
    stubs = await startTrackerStubs();
    h = await startHarness({ env: trackerEnv(stubs.origin) });
  });
  afterAll(async () => {
    await h?.close();
    await stubs?.close();
  });

  it("asks first, loads nothing before a choice, and rejecting keeps it that way", async () => {
    stubs.hits.length = 0;
    const page = await h.page({ width: 360, height: 740, askConsent: true });
    await page.goto("/");
    const ask = banner(page, "Cookies e privacidade");
    await ask.getByRole("button", { name: "Rejeitar todos" }).waitFor();
    expect(
      await ask.getByRole("link", { name: "Política de privacidade" }).getAttribute("href"),
    ).toBe("/privacy");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.waitForTimeout(1500); // past both trackers' start-up delays
    expect(stubs.hits).toEqual([]);
    await ask.getByRole("button", { name: "Rejeitar todos" }).click();
    await ask.waitFor({ state: "detached" });
    await page.getByRole("contentinfo").getByRole("link", { name: "Sobre nós" }).click();
    await page.waitForTimeout(1200);
    expect(stubs.hits).toEqual([]);
    await page.reload();
    await page.waitForTimeout(500);
    expect(await ask.count()).toBe(0);
    expect(page.problems).toEqual([]);
  });

  it("on a page served without the app, a press made while the app loads shows it is kept, then counts", async () => {
    const page = await h.page({ width: 360, height: 740, askConsent: true });
    // The app's scripts wait until the test lets them through: a slow phone's first seconds.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    const reject = banner(page, "Cookies e privacidade").getByRole("button", {
      name: "Rejeitar todos",
    });
    await reject.click();
    expect(await reject.getAttribute("aria-busy")).toBe("true");
    expect(await reject.isVisible()).toBe(true);
    release();
    await banner(page, "Cookies e privacidade").waitFor({ state: "detached" });
    const stored = await page.evaluate(() => localStorage.getItem("cookie-consent"));
    expect(JSON.parse(stored ?? "null")?.preferences).toEqual({
      analytics: false,
      marketing: false,
    });
    expect(page.problems).toEqual([]);
  });

  for (const c of [
    {
      locale: "pt",
      path: "/",
      width: 360,
      region: "Cookies e privacidade",
      skip: "Saltar para o conteúdo",
      reject: "Rejeitar todos",
      accept: "Aceitar todos",
    },
    {
      locale: "en",
      path: "/en/",
      width: 1280,
      region: "Cookies and privacy",
      skip: "Skip to content",
      reject: "Reject all",
      accept: "Accept all",
    },
  ] as const) {
    it(`is a few Tab presses from the top on a first visit in ${c.locale}, and accepting works`, async () => {
      const page = await h.page({ width: c.width, height: 740, askConsent: true });
      await page.goto(c.path);
      const ask = banner(page, c.region);
      const reject = ask.getByRole("button", { name: c.reject });
      await reject.waitFor();
      // It does not take the focus on arrival.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(c.skip);
      // After the skip link: its privacy link, then its first button (2 presses; 35 to 37 when
      // it came after the page).
      expect(await tabsTo(page, reject, 10)).toBeLessThanOrEqual(3);
      // Early in the page's order, still shown across the bottom of the screen.
      const box = await ask.boundingBox();
      expect(box && Math.round(box.y + box.height)).toBe(740);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await tabsTo(page, ask.getByRole("button", { name: c.accept }), 5)).toBe(2);
      await page.keyboard.press("Enter");
      await ask.waitFor({ state: "detached" });
      await page.reload();
      await page.waitForTimeout(500);
      expect(await ask.count()).toBe(0);
      expect(page.problems).toEqual([]);
    });
  }

  it("after accept loads both scripts and sends events with the spec's values; withdrawing stops them and clears their cookies", async () => {
    stubs.hits.length = 0;
    const account = newAccount("consent");
    await register(h.baseUrl, account);
    const page = await h.page({ askConsent: true });
    await page.goto("/?lang=en");
    await banner(page, "Cookies and privacy").getByRole("button", { name: "Accept all" }).click();
    await until(() => stubs.hits.some((hit) => hit.startsWith("/fbevents.js")));
    await until(() => stubs.hits.some((hit) => hit.startsWith("/gtag/js?id=G-TEST123")));

    await page.getByRole("link", { name: "Log in" }).first().click();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log in" }).last().click();
    await page.waitForURL((url) => url.pathname !== "/login");
    await until(() => stubs.hits.some((hit) => hit.includes("ev=User+Login")));
    const login = stubs.hits.find((hit) => hit.includes("ev=User+Login")) ?? "";
    expect(login).toContain("id=1234567890");
    expect(login).toContain("cd%5Bvalue%5D=5");
    await until(() => stubs.hits.some((hit) => hit.includes("en=User+Login")));
    expect(stubs.hits.find((hit) => hit.includes("en=User+Login"))).toContain("ep.value=5");
    expect(stubs.hits.some((hit) => hit.includes("ev=PageView"))).toBe(true);
    const cookies = async () => (await page.context().cookies()).map((c) => c.name);
    expect(await cookies()).toEqual(expect.arrayContaining(["_fbp", "_gcl_au"]));

    // Withdraw through the footer's settings.
    await page.getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    expect(await dialog.getByRole("checkbox", { name: "Essential" }).isDisabled()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: "Marketing" }).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("checkbox", { name: "Marketing" }).uncheck();
    await dialog.getByRole("button", { name: "Save preferences" }).click();
    const names = await cookies();
    expect(names).not.toContain("_fbp");
    expect(names).not.toContain("_gcl_au");
    const before = stubs.hits.length;
    await page.goto("/about");
    await page.getByRole("link", { name: "Contact" }).first().click();
    await page.waitForTimeout(1500);
    expect(stubs.hits.slice(before).filter((hit) => !hit.endsWith(".js"))).toEqual([]);
    expect(page.problems).toEqual([]);
  });

  it("sends the lead, practice start and search at the moments and values of spec section 9", async () => {
    const arrived = (event: string) => stubs.hits.find((hit) => hit.includes(`ev=${event}&`));
    const landing = await h.page({ askConsent: true });
    await landing.goto("/");
    await banner(landing, "Cookies e privacidade")
      .getByRole("button", { name: "Aceitar todos" })
      .click();
    await until(() => stubs.hits.some((hit) => hit.startsWith("/fbevents.js")));
    await landing.getByRole("button", { name: "Fazer o exame grátis" }).first().click();
    await until(() => arrived("Lead") !== undefined);
    expect(arrived("Lead")).toContain("cd%5Bvalue%5D=10");

    const account = newAccount("consent-practice");
    const token = await register(h.baseUrl, account);
    await grantSubscription(h.database, account.email);
    // The same browser: the choice made on the landing page still counts.
    const page = await landing.context().newPage();
    await arriveSignedIn(page, token, "/practice");
    await page.getByRole("heading", { name: "Nova sessão" }).waitFor();
    await page.getByLabel("Pesquisar perguntas").fill("passadeira");
    await until(() => arrived("Search") !== undefined);
    expect(arrived("Search")).toContain("cd%5Bvalue%5D=2");
    expect(arrived("Search")).toContain("cd%5Bsearch_term%5D=passadeira");
    await page.getByRole("radio", { name: /^Prática rápida/ }).check();
    await page.getByRole("button", { name: "Começar", exact: true }).click();
    await until(() => arrived("PracticeStart") !== undefined);
    expect(arrived("PracticeStart")).toContain("cd%5Bvalue%5D=5");
  });

  it("reports a purchase once, whatever the visit or the browser", async () => {
    const token = await register(h.baseUrl, newAccount("consent-purchase"));
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const started = await fetch(`${h.baseUrl}/api/v1/payments/checkout`, {
      method: "POST",
      headers,
      body: JSON.stringify({ plan: "14-days", idempotency_key: crypto.randomUUID() }),
    });
    const { payment_id: paymentId, checkout_url: checkoutUrl } = (await started.json()).data;
    // The sandbox's "approve" button, as the learner would press it on the checkout page.
    const approved = await fetch(`${h.baseUrl}${new URL(checkoutUrl).pathname}/approve`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    const reported = (event: string) => stubs.hits.filter((hit) => hit.includes(`ev=${event}&`));
    const before = {
      purchases: reported("Purchase").length,
      subscribes: reported("Subscribe").length,
    };
    const visit = async (page: Page) => {
      await arriveSignedIn(page, token, `/payment/approved?payment=${paymentId}`);
      await page.getByRole("heading", { name: "Pagamento aprovado" }).waitFor();
    };
    const browser = async () => {
      const page = await h.page({ askConsent: true });
      await page.goto("/");
      const ask = banner(page, "Cookies e privacidade");
      await ask.getByRole("button", { name: "Aceitar todos" }).click();
      await ask.waitFor({ state: "detached" });
      return page;
    };

    const first = await browser();
    await visit(first);
    await until(() => reported("Purchase").length === before.purchases + 1);
    expect(reported("Purchase").at(-1)).toContain("cd%5Bvalue%5D=8");
    // Back on the page later, then on another browser (a phone) signed in as the same learner.
    await visit(first);
    const other = await browser();
    await visit(other);
    await other.waitForTimeout(1500); // past both trackers' start-up delays
    expect(reported("Purchase")).toHaveLength(before.purchases + 1);
    expect(reported("Subscribe")).toHaveLength(before.subscribes + 1);
  });

  it("two tabs of one browser agree on a choice within 5 s", async () => {
    const first = await h.page({ askConsent: true });
    const second = await first.context().newPage();
    await first.goto("/");
    await second.goto("/terms");
    const secondBanner = banner(second, "Cookies e privacidade");
    await secondBanner.getByRole("button", { name: "Aceitar todos" }).waitFor();
    await banner(first, "Cookies e privacidade")
      .getByRole("button", { name: "Rejeitar todos" })
      .click();
    await secondBanner.waitFor({ state: "detached", timeout: 5000 });
  });
});

describe.skipIf(!browserPath())("a tracker script that cannot load", () => {
  let stubs: TrackerStubs;
  let h: Harness;
  beforeAll(async () => {
    stubs = await startTrackerStubs();
    h = await startHarness({ env: trackerEnv(stubs.origin, "/missing/fbevents.js") });
  });
  afterAll(async () => {
    await h?.close();
    await stubs?.close();
  });

  it("is retried three times, then given up, and the learner sees nothing", async () => {
    const page = await h.page({ width: 360, height: 740, askConsent: true });
    await page.goto("/");
    await banner(page, "Cookies e privacidade")
      .getByRole("button", { name: "Aceitar todos" })
      .click();
    const misses = () => stubs.hits.filter((hit) => hit.startsWith("/missing/")).length;
    await until(() => misses() === 4, 12_000);
    await page.waitForTimeout(4000);
    expect(misses()).toBe(4);
    // The other tracker is unaffected, and nothing is shown to the learner.
    expect(stubs.hits.some((hit) => hit.startsWith("/gtag/js"))).toBe(true);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByRole("status").count()).toBe(0);
  });
});
