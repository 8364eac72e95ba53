import { PUBLIC_PAGES, type PublicPageId } from "@cc/contracts/public-pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { metaContent, structuredData, tags, texts } from "./support/served-html";
import { horizontalOverflow } from "./support/sessions";

const IDS = Object.keys(PUBLIC_PAGES) as PublicPageId[];
const LANG = { pt: "pt-PT", en: "en" } as const;
const HEADINGS: Record<PublicPageId, Record<"pt" | "en", string>> = {
  home: {
    pt: "Passe no exame de código à primeira",
    en: "Pass your driving theory exam first time",
  },
  terms: { pt: "Termos e condições", en: "Terms and conditions" },
  privacy: { pt: "Política de privacidade", en: "Privacy policy" },
  refund: { pt: "Política de reembolso", en: "Refund policy" },
  about: { pt: "Sobre nós", en: "About us" },
  contact: { pt: "Contacto", en: "Contact" },
  signs: { pt: "Sinais de trânsito", en: "Road signs" },
  "signs-prohibition": { pt: "Sinais de proibição", en: "Prohibition signs" },
  "signs-obligation": { pt: "Sinais de obrigação", en: "Mandatory signs" },
  "signs-information": { pt: "Sinais de informação", en: "Information signs" },
  "signs-additionalPanel": { pt: "Painéis adicionais", en: "Additional panels" },
  "signs-lightSignal": { pt: "Sinalização luminosa", en: "Light signals" },
  "signs-marking": { pt: "Marcas rodoviárias", en: "Road markings" },
  search: { pt: "Pesquisar", en: "Search" },
};

describe.skipIf(!browserPath())("search engines and the public pages in both languages", () => {
  let h: Harness;
  const served = new Map<string, string>();
  const fetchText = async (path: string) => (await fetch(`${h.baseUrl}${path}`)).text();
  beforeAll(async () => {
    h = await startHarness();
    for (const id of IDS) {
      for (const locale of ["pt", "en"] as const) {
        const path = PUBLIC_PAGES[id][locale];
        served.set(path, await fetchText(path));
      }
    }
  });
  afterAll(() => h?.close());

  it("serves each page with its language, title, description, canonical and hreflang pairs", () => {
    for (const id of IDS) {
      for (const locale of ["pt", "en"] as const) {
        const path = PUBLIC_PAGES[id][locale];
        const html = served.get(path) ?? "";
        expect(html, path).toContain(`<html lang="${LANG[locale]}"`);
        expect(html, path).toContain(HEADINGS[id][locale]);
        const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
        expect(title, path).toContain("Código Certo");
        const description = metaContent(html, "description") ?? "";
        expect(description.length, path).toBeGreaterThan(40);
        // The other language's version has a different title and description.
        const other = served.get(PUBLIC_PAGES[id][locale === "pt" ? "en" : "pt"]) ?? "";
        expect(metaContent(other, "description"), path).not.toBe(description);
        expect(metaContent(html, "og:url"), path).toBe(`${h.baseUrl}${path}`);
        expect(metaContent(html, "og:locale"), path).toBe(locale === "pt" ? "pt_PT" : "en_GB");
        expect(metaContent(html, "og:title"), path).toBe(title.replace(/&#x27;/g, "'"));
        expect(metaContent(html, "og:image"), path).toBe(`${h.baseUrl}/og-image.png`);
        expect(metaContent(html, "twitter:card"), path).toBe("summary_large_image");
        expect(metaContent(html, "twitter:description"), path).toBe(description);
        const links = tags(html, "link");
        const canonical = links.filter((link) => link.rel === "canonical").map((l) => l.href);
        const alternates = Object.fromEntries(
          links.filter((l) => l.rel === "alternate").map((l) => [l.hreflang, l.href]),
        );
        if (id === "search") {
          // Search results are for people, not indexes.
          expect(metaContent(html, "robots"), path).toBe("noindex, follow");
          expect(canonical, path).toEqual([]);
          continue;
        }
        expect(metaContent(html, "robots"), path).toBeUndefined();
        expect(canonical, path).toEqual([`${h.baseUrl}${path}`]);
        expect(alternates, path).toEqual({
          "pt-PT": `${h.baseUrl}${PUBLIC_PAGES[id].pt}`,
          en: `${h.baseUrl}${PUBLIC_PAGES[id].en}`,
          "x-default": `${h.baseUrl}${PUBLIC_PAGES[id].pt}`,
        });
      }
    }
  });

  it("names each other in hreflang: every alternate's page points back with the same set", () => {
    for (const id of IDS.filter((id) => id !== "search")) {
      const sets = (["pt", "en"] as const).map((locale) =>
        tags(served.get(PUBLIC_PAGES[id][locale]) ?? "", "link")
          .filter((l) => l.rel === "alternate")
          .map((l) => `${l.hreflang} ${l.href}`)
          .sort(),
      );
      expect(sets[0], id).toEqual(sets[1]);
      // Each version's canonical address is among the alternates of the other.
      for (const locale of ["pt", "en"] as const) {
        expect(sets[0], id).toContain(`${LANG[locale]} ${h.baseUrl}${PUBLIC_PAGES[id][locale]}`);
      }
    }
  });

  it("describes the site, its search and the FAQ on the home page, as shown, in each language", () => {
    for (const locale of ["pt", "en"] as const) {
      const html = served.get(PUBLIC_PAGES.home[locale]) ?? "";
      const nodes = structuredData(html);
      const byType = (type: string) => nodes.find((n) => n["@type"] === type);
      expect(byType("Organization")?.url).toBe(`${h.baseUrl}/`);
      const site = byType("WebSite") as { potentialAction: Record<string, unknown> };
      expect(site.potentialAction["@type"]).toBe("SearchAction");
      const template = (site.potentialAction.target as { urlTemplate: string }).urlTemplate;
      expect(template).toBe(`${h.baseUrl}${PUBLIC_PAGES.search[locale]}?q={search_term_string}`);
      expect(site.potentialAction["query-input"]).toBe("required name=search_term_string");
      const page = byType("WebPage");
      expect(page?.url).toBe(`${h.baseUrl}${PUBLIC_PAGES.home[locale]}`);
      expect(page?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The FAQPage holds exactly the nine questions and answers the accordion shows.
      const faq = byType("FAQPage") as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      const shown = texts(html, /aria-controls="[^"]+" class="[^"]*">([^<]+)</g);
      const answers = texts(html, /<section [^>]*hidden=""[^>]*>([^<]+)<\/section>/g);
      expect(shown).toHaveLength(9);
      expect(faq.mainEntity.map((q) => q.name)).toEqual(shown);
      expect(faq.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(answers);
    }
  });

  it("gives every inner page a breadcrumb from the home page in its own language", () => {
    for (const id of IDS.filter((id) => id !== "home")) {
      for (const locale of ["pt", "en"] as const) {
        const path = PUBLIC_PAGES[id][locale];
        const nodes = structuredData(served.get(path) ?? "");
        const trail = nodes.find((n) => n["@type"] === "BreadcrumbList") as {
          itemListElement: { position: number; item: string; name: string }[];
        };
        expect(
          trail.itemListElement.map((i) => [i.position, i.item]),
          path,
        ).toEqual([
          [1, `${h.baseUrl}${PUBLIC_PAGES.home[locale]}`],
          [2, `${h.baseUrl}${path}`],
        ]);
        expect(trail.itemListElement[0]?.name).toBe(locale === "pt" ? "Início" : "Home");
      }
    }
  });

  it("says noindex in the served HTML of the sign-in pages, and robots.txt lets crawlers read it", async () => {
    const robots = await fetchText("/robots.txt");
    for (const path of ["/login", "/signup", "/forgot-password", "/reset-password?token=x"]) {
      const html = await fetchText(path);
      expect(metaContent(html, "robots"), path).toBe("noindex");
      const bare = path.split("?")[0] ?? "";
      expect(robots).not.toMatch(new RegExp(`^Disallow: ${bare}`, "m"));
    }
  });

  it("lists both languages in the sitemap with alternates and the pages' own dates", async () => {
    const sitemap = await fetchText("/sitemap.xml");
    for (const id of IDS.filter((id) => id !== "search")) {
      for (const locale of ["pt", "en"] as const) {
        const path = PUBLIC_PAGES[id][locale];
        const entry = sitemap
          .split("<url>")
          .find((e) => e.includes(`<loc>${h.baseUrl}${path}</loc>`));
        expect(entry, path).toBeDefined();
        expect(entry, path).toContain(
          `hreflang="${LANG[locale === "pt" ? "en" : "pt"]}" href="${h.baseUrl}${PUBLIC_PAGES[id][locale === "pt" ? "en" : "pt"]}"`,
        );
        // lastmod is the date the page itself shows (a legal page's review date).
        const lastmod = entry?.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1];
        expect(lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const shown = (served.get(path) ?? "").match(/<time dateTime="([^"]+)"/)?.[1];
        if (shown) expect(lastmod, path).toBe(shown);
      }
    }
    expect(sitemap).not.toContain("/search");
  });

  it("serves the icons and the web app manifest", async () => {
    const manifestResponse = await fetch(`${h.baseUrl}/manifest.webmanifest`);
    expect(manifestResponse.status).toBe(200);
    const manifest = await manifestResponse.json();
    expect(manifest.name).toBe("Código Certo");
    expect(manifest.start_url).toBe("/practice");
    expect(manifest.theme_color).toBe("#0d7a4f");
    const files = [
      "/favicon.ico",
      "/apple-touch-icon.png",
      ...manifest.icons.map((i: { src: string }) => i.src),
    ];
    for (const file of files) {
      const response = await fetch(`${h.baseUrl}${file}`);
      expect(response.status, file).toBe(200);
      expect((await response.arrayBuffer()).byteLength, file).toBeGreaterThan(100);
    }
    const html = served.get("/") ?? "";
    const rels = tags(html, "link").map((l) => `${l.rel} ${l.href}`);
    expect(rels).toEqual(
      expect.arrayContaining([
        "icon /favicon.ico",
        "apple-touch-icon /apple-touch-icon.png",
        "manifest /manifest.webmanifest",
      ]),
    );
  });

  for (const [locale, width] of [
    ["pt", 360],
    ["en", 360],
    ["pt", 1280],
    ["en", 1280],
  ] as const) {
    it(`shows every public page in ${locale} at ${width} px, hydrated without errors, axe clean`, async () => {
      const page = await h.page({ width, height: 800 });
      for (const id of IDS) {
        const path = PUBLIC_PAGES[id][locale];
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: HEADINGS[id][locale] }).waitFor();
        expect(await page.getAttribute("html", "lang"), path).toBe(LANG[locale]);
        // The toggle's name starts with what it shows, and says which language is on.
        const toggle = page.getByRole("group", { name: locale === "pt" ? "Idioma" : "Language" });
        for (const button of await toggle.getByRole("button").all()) {
          const label = (await button.evaluate((b) => b.firstChild?.textContent)) ?? "";
          expect(label).toMatch(/^(PT|EN)$/);
          // Its accessible name (computed as a screen reader does) starts with that label.
          expect(await toggle.getByRole("button", { name: new RegExp(`^${label} `) }).count()).toBe(
            1,
          );
          expect(await button.getAttribute("aria-pressed")).toBe(
            String(label === locale.toUpperCase()),
          );
        }
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      expect(page.problems).toEqual([]);
    }, 180_000);
  }

  it("moves between the two addresses with the PT/EN toggle, and keeps English when following links", async () => {
    const page = await h.page({ width: 1280, height: 800 });
    await page.goto("/about");
    await page.getByRole("button", { name: /^EN/ }).click();
    await page.waitForURL("**/en/about");
    await page.getByRole("heading", { level: 1, name: "About us" }).waitFor();
    await expect.poll(() => page.title()).toBe("About us · Código Certo");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(`${h.baseUrl}/en/about`);
    // Footer and breadcrumb stay in English.
    await page.getByRole("contentinfo").getByRole("link", { name: "Refund policy" }).click();
    await page.waitForURL("**/en/refund");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").click();
    await page.waitForURL((url) => url.pathname === "/en/");
    await page.getByRole("button", { name: /^PT/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1, name: HEADINGS.home.pt }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("pt-PT");
    expect(page.problems).toEqual([]);
  });
});
