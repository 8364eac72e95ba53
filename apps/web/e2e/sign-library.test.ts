import { loadBank } from "@cc/content/load";
import { PUBLIC_PAGES, SIGN_GROUP_PAGES } from "@cc/contracts/public-pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";

const bank = loadBank();
const B2 = bank.signs.find((sign) => sign.code === "B2")!;
const PAGES = {
  pt: { path: "/sinais", other: "/en/signs", lang: "pt-PT", title: "Sinais de trânsito" },
  en: { path: "/en/signs", other: "/sinais", lang: "en", title: "Road signs" },
} as const;

describe.skipIf(!browserPath())("the sign library in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it("is served as prerendered HTML in its own language, every sign on the main page or its group's, with structured data", async () => {
    let all = "";
    for (const locale of ["pt", "en"] as const) {
      const paths = [PAGES[locale].path, ...Object.values(SIGN_GROUP_PAGES).map((p) => p[locale])];
      const served = await Promise.all(
        paths.map(async (path) => (await fetch(`${h.baseUrl}${path}`)).text()),
      );
      for (const [index, html] of served.entries()) {
        const path = paths[index] ?? "";
        expect(html, path).toContain(`<html lang="${PAGES[locale].lang}"`);
        expect(html, path).toMatch(/<meta name="description" content="[^"]{60,}"/);
        const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
        const [collection, breadcrumb] = JSON.parse(json ?? "null")["@graph"];
        expect(collection.url).toBe(`${h.baseUrl}${path}`);
        expect(collection.inLanguage).toBe(PAGES[locale].lang);
        // The list names the signs this page shows, and only those.
        const shown = html.match(/<li id="sign-/g)?.length ?? 0;
        expect(shown, path).toBeGreaterThan(0);
        expect(collection.mainEntity.numberOfItems, path).toBe(shown);
        expect(breadcrumb["@type"]).toBe("BreadcrumbList");
      }
      // No page carries the whole library; together they carry every sign once.
      expect(served[0]?.match(/<li id="sign-/g)?.length).toBeLessThan(bank.signs.length / 3);
      const joined = served.join("");
      for (const sign of bank.signs) {
        expect(joined.split(`<li id="sign-${sign.code}"`).length - 1, sign.code).toBe(1);
      }
      expect(served[0]).toContain(B2[locale].name);
      all += locale === "pt" ? joined : "";
    }
    // Every drawing is served, including those of signs no question uses yet.
    const unused = bank.signs.find(
      (s) => !bank.questions.some((q) => q.illustration === s.drawing),
    )!;
    const src = all.match(new RegExp(`id="sign-${unused.code}"[\\s\\S]*?<img src="([^"]+)"`))?.[1];
    const drawing = await fetch(`${h.baseUrl}${src}`);
    expect(drawing.status, unused.code).toBe(200);
    expect(await drawing.text()).toBe(bank.illustrations.get(unused.drawing)!.svg);
    const sitemap = await (await fetch(`${h.baseUrl}/sitemap.xml`)).text();
    for (const paths of [PUBLIC_PAGES.signs, ...Object.values(SIGN_GROUP_PAGES)]) {
      expect(sitemap).toContain(`${h.baseUrl}${paths.pt}</loc>`);
      expect(sitemap).toContain(`${h.baseUrl}${paths.en}</loc>`);
    }
  });

  it("links every group from a group page, which shows its own group and searches them all", async () => {
    const page = await h.page({ width: 360, height: 800 });
    await page.goto(SIGN_GROUP_PAGES.prohibition.en);
    await page.getByRole("heading", { level: 1, name: "Prohibition signs" }).waitFor();
    const groups = page.getByRole("navigation", { name: "Sign groups" });
    const here = groups.locator('[aria-current="page"]');
    expect(await here.textContent()).toContain("Prohibition signs");
    const prohibition = bank.signs.filter((sign) => sign.class === "prohibition");
    expect(await page.locator("li[id^='sign-']").count()).toBe(prohibition.length);
    await page.getByRole("searchbox").focus();
    await page.keyboard.type(B2.code);
    await page.locator("#sign-B2").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await groups.getByRole("link", { name: /^Road markings/ }).click();
    await page.waitForURL(`**${SIGN_GROUP_PAGES.marking.en}`);
    await page.getByRole("heading", { level: 1, name: "Road markings" }).waitFor();
    expect(page.problems).toEqual([]);
  });

  for (const [locale, width] of [
    ["pt", 360],
    ["en", 360],
    ["pt", 1280],
    ["en", 1280],
  ] as const) {
    it(`shows and searches the signs in ${locale} at ${width} px by keyboard, axe clean`, async () => {
      const { path, other, title } = PAGES[locale];
      const page = await h.page({ width, height: 800 });
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      const entries = page.locator("li[id^='sign-']");
      const first = await entries.count();
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(bank.signs.length);
      // The drawing loads from the illustrations route, with the catalogue's description.
      const drawing = page.locator("#sign-B2 img");
      await drawing.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () => (document.querySelector("#sign-B2 img") as HTMLImageElement | null)?.naturalWidth,
      );
      expect(await drawing.getAttribute("alt")).toBe(B2[locale].alt);
      const uses = bank.questions.filter((q) => q.illustration === B2.drawing).length;
      const phrase = {
        pt: uses === 1 ? "1 pergunta de treino" : `${uses} perguntas de treino`,
        en: uses === 1 ? "1 practice question" : `${uses} practice questions`,
      }[locale];
      expect(uses).toBeGreaterThan(0);
      expect(await page.locator("#sign-B2").textContent()).toContain(phrase);

      // Search by keyboard: focus the box with Tab, type a name without its accents.
      const box = page.getByRole("searchbox");
      await box.focus();
      const query = B2[locale].name
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toUpperCase();
      await page.keyboard.type(query);
      await page.locator("#sign-A1a").waitFor({ state: "detached" });
      expect(await page.locator("#sign-B2").isVisible()).toBe(true);
      const shown = await entries.count();
      expect(shown).toBeLessThan(first);
      const status = page.getByRole("status").filter({ hasText: /\d/ });
      expect(await status.textContent()).toMatch(shown === 1 ? /^1 / : new RegExp(`^${shown} `));
      expect(await seriousA11yViolations(page), `${path} filtered`).toEqual([]);

      await page.keyboard.press("Escape");
      await page.locator("#sign-A1a").waitFor();
      expect(await entries.count()).toBe(first);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await seriousA11yViolations(page), path).toEqual([]);

      // The footer and the other-language link lead between the two versions.
      const footer = page.getByRole("contentinfo").getByRole("link", { name: title });
      expect(await footer.getAttribute("href")).toBe(path);
      expect(
        await page.locator(`a[href="${other}"]`).first().getAttribute("hreflang"),
      ).toBeTruthy();
      expect(page.problems).toEqual([]);
    });
  }

  it("follows the language toggle to the other version of the page", async () => {
    const page = await h.page({ width: 1280, height: 800 });
    await page.goto("/sinais");
    await page.getByRole("heading", { level: 1, name: "Sinais de trânsito" }).waitFor();
    await page.getByRole("button", { name: "Mudar para inglês" }).click();
    await page.waitForURL("**/en/signs");
    await page.getByRole("heading", { level: 1, name: "Road signs" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(page.problems).toEqual([]);
  });
});
