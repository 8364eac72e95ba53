import { describe, expect, it } from "vitest";
import { pageModified, robotsTxt, sitemapXml } from "./sitemap";

const BASE = "https://codigocerto.pt";
const page = (graph: unknown[]) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@graph": graph })}</script></head></html>`;
const SERVED: Record<string, string> = {
  "/terms": page([
    { "@type": "WebPage", url: `${BASE}/terms`, dateModified: "2026-11-25" },
    { "@type": "BreadcrumbList", itemListElement: [] },
  ]),
  // The English version was reviewed on another day: each entry has its own page's date.
  "/en/terms": page([{ "@type": "WebPage", url: `${BASE}/en/terms`, dateModified: "2026-11-20" }]),
  // A date for another address, and a date that is not a day, are not this page's.
  "/about": page([
    { "@type": "WebPage", url: `${BASE}/terms`, dateModified: "2026-01-01" },
    { "@type": "WebPage", url: `${BASE}/about`, dateModified: "yesterday" },
  ]),
};

/** The <url> entry of one address. */
const entry = (xml: string, loc: string) =>
  xml.split("<url>").find((part) => part.includes(`<loc>${loc}</loc>`));

describe("sitemap.xml", () => {
  const xml = sitemapXml(BASE, (path) => SERVED[path]);

  it("lists every indexable public page in both languages, and no app or search page", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${BASE}/`);
    expect(locs).toContain(`${BASE}/en/`);
    expect(locs).toContain(`${BASE}/sinais`);
    expect(locs).toContain(`${BASE}/en/signs`);
    expect(locs).toContain(`${BASE}/en/refund`);
    expect(locs).toContain(`${BASE}/sinais/proibicao`);
    expect(locs).toContain(`${BASE}/en/signs/road-markings`);
    // Seven pages and the sign library's six group pages, each in two languages.
    expect(locs).toHaveLength(26);
    expect(xml).not.toMatch(/search|practice|login/);
  });

  it("names both versions of each page, Portuguese as x-default, in each version's entry", () => {
    for (const loc of [`${BASE}/terms`, `${BASE}/en/terms`]) {
      const links = [...(entry(xml, loc) ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
      expect(links.map(([, tag, href]) => [tag, href])).toEqual([
        ["pt-PT", `${BASE}/terms`],
        ["en", `${BASE}/en/terms`],
        ["x-default", `${BASE}/terms`],
      ]);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("gives a page the last-modified day its served HTML states, and none it does not", () => {
    expect(entry(xml, `${BASE}/terms`)).toContain("<lastmod>2026-11-25</lastmod>");
    expect(entry(xml, `${BASE}/en/terms`)).toContain("<lastmod>2026-11-20</lastmod>");
    expect(entry(xml, `${BASE}/about`)).not.toContain("<lastmod>");
    expect(entry(xml, `${BASE}/privacy`)).not.toContain("<lastmod>");
  });

  it("escapes the site's address", () => {
    expect(sitemapXml("https://x.example/a&b", () => undefined)).toContain(
      "<loc>https://x.example/a&#38;b/terms</loc>",
    );
  });

  it("reads the date from a page without a graph too, and skips broken structured data", () => {
    const single = `<script type="application/ld+json">{oops</script><script type="application/ld+json">${JSON.stringify({ "@type": "WebPage", url: `${BASE}/x`, dateModified: "2026-02-03" })}</script>`;
    expect(pageModified(single, `${BASE}/x`)).toBe("2026-02-03");
  });
});

describe("robots.txt", () => {
  it("hides only the API, so the noindex of sign-in and app pages can be read", () => {
    const robots = robotsTxt(BASE);
    expect(robots.match(/^Disallow: .*$/gm)).toEqual(["Disallow: /api/"]);
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
