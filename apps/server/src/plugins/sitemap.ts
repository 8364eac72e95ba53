import {
  LANGUAGE_TAGS,
  PUBLIC_PAGES,
  type PublicPageId,
  UNINDEXED_PAGES,
} from "@cc/contracts/public-pages";

/**
 * robots.txt: everything but the API may be crawled. App pages (sign-in, practice…) say `noindex`
 * in their served HTML, and a crawler must be allowed to fetch a page to see that; a Disallow
 * would hide the noindex and leave the bare address in results (decision XXXX-seo-two-languages).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/**
 * The day a served page says it last changed: `dateModified` of its structured-data node for its
 * own address (a legal page's review date, the content's date for the home page and the sign
 * library). The sitemap repeats what the page says, so the two cannot disagree.
 */
export function pageModified(html: string, url: string): string | undefined {
  for (const [, json = ""] of html.matchAll(JSON_LD)) {
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch {
      continue;
    }
    const root = data as { "@graph"?: unknown[] };
    const nodes = Array.isArray(root["@graph"]) ? root["@graph"] : [data];
    for (const node of nodes as { url?: unknown; dateModified?: unknown }[]) {
      const date = node?.dateModified;
      if (node?.url === url && typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
        return date;
      }
    }
  }
  return undefined;
}

/**
 * sitemap.xml: every indexable public page in both languages, each naming both versions
 * (xhtml:link alternates, Portuguese as x-default) and, when its served HTML states one, the day
 * it last changed. `servedHtml` gives a page's HTML by address, if the web app is built.
 */
export function sitemapXml(
  publicUrl: string,
  servedHtml: (path: string) => string | undefined,
): string {
  const ids = (Object.keys(PUBLIC_PAGES) as PublicPageId[]).filter(
    (id) => !UNINDEXED_PAGES.includes(id),
  );
  const entries = ids.flatMap((id) => {
    const paths = PUBLIC_PAGES[id];
    const alternates = [
      ...(["pt", "en"] as const).map((locale) => [LANGUAGE_TAGS[locale], paths[locale]] as const),
      ["x-default", paths.pt] as const,
    ].map(
      ([tag, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(publicUrl + path)}"/>`,
    );
    return (["pt", "en"] as const).map((locale) => {
      const url = publicUrl + paths[locale];
      const html = servedHtml(paths[locale]);
      const modified = html ? pageModified(html, url) : undefined;
      return [
        "  <url>",
        `    <loc>${escapeXml(url)}</loc>`,
        ...(modified ? [`    <lastmod>${modified}</lastmod>`] : []),
        ...alternates,
        "  </url>",
      ].join("\n");
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
