import { loadBank } from "@cc/content/load";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";

const B2 = loadBank().signs.find((sign) => sign.code === "B2")!;

describe.skipIf(!browserPath())("the site search, /trial and /weak-areas", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it("finds signs and pages in Portuguese from ?q=, as the SearchAction sends them", async () => {
    const page = await h.page({ width: 360, height: 800 });
    await page.goto(`/search?q=${encodeURIComponent("reembolso")}`);
    const status = page.getByRole("status").filter({ hasText: "reembolso" });
    await status.filter({ hasText: /resultado/ }).waitFor();
    const results = page.getByRole("list", { name: /resultados? para «reembolso»/ });
    const first = results.getByRole("listitem").first().getByRole("link");
    expect(await first.getAttribute("href")).toBe("/refund");
    expect(await page.getByRole("searchbox").inputValue()).toBe("reembolso");
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A sign by its code, then its entry on the sign library.
    await page.getByRole("searchbox").fill("B2");
    const sign = page.getByRole("link", { name: new RegExp(`B2 · ${B2.pt.name}`) });
    await sign.waitFor();
    await page.waitForURL((url) => url.search === "?q=B2");
    await sign.click();
    await page.waitForURL((url) => url.pathname === "/sinais" && url.hash === "#sign-B2");
    expect(page.problems).toEqual([]);
  });

  it("answers in English on /en/search, with an empty state and a no-result state", async () => {
    const page = await h.page({ width: 1280, height: 800 });
    await page.goto("/en/search");
    await page.getByRole("status").getByText("Type a word to search").waitFor();
    const box = page.getByRole("searchbox", { name: "What are you looking for?" });
    await box.fill("zzzz nothing");
    await page.getByRole("status").getByText("Nothing found for “zzzz nothing”").waitFor();
    await page.getByRole("link", { name: "See every sign" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Enter submits the form (a GET to the same page), which keeps the query.
    await box.fill(B2.en.name);
    await box.press("Enter");
    const sign = page.getByRole("link", { name: new RegExp(`B2 · ${B2.en.name}`) });
    await sign.waitFor();
    expect(await sign.getAttribute("href")).toBe("/en/signs#sign-B2");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(page.problems).toEqual([]);
  });

  it("opens the free trial on /trial and sends a guest at /weak-areas to sign in first", async () => {
    const page = await h.page({ width: 360, height: 800 });
    await page.goto("/trial");
    await page.getByRole("dialog").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto("/weak-areas");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/weak-areas");
  });
});
