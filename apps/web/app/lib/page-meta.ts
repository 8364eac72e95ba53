import {
  LANGUAGE_TAGS,
  type PageLocale,
  PUBLIC_PAGES,
  type PublicPageId,
  publicPageAt,
  UNINDEXED_PAGES,
} from "@cc/contracts/public-pages";
import type { MetaDescriptor } from "react-router";
import { i18n, t } from "./i18n";
import { siteUrl } from "./site-url";

/** A page's <title> ("Entrar · Código Certo"), kept out of search results when it is private. */
export function pageMeta(title: string, { noindex = false } = {}) {
  const tags: ({ title: string } | { name: string; content: string })[] = [
    { title: `${title} · ${t("app.name")}` },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The share picture of every public page (apps/web/public, drawn by scripts/draw-icons.ts). */
const SHARE_IMAGE = { path: "/og-image.png", width: "1200", height: "630" };
const OG_LOCALES: Record<PageLocale, string> = { pt: "pt_PT", en: "en_GB" };

/** The public page an address shows, and its language (the Portuguese home when it is none). */
export const pageAt = (pathname: string) =>
  publicPageAt(pathname) ?? { id: "home" as PublicPageId, locale: "pt" as PageLocale };

/** Texts in a public page's own language, whatever language the site is showing now. */
export const pageT = (locale: PageLocale) => i18n.getFixedT(locale);

/**
 * The head of a public page, in the page's language: title and description, the canonical address
 * and both language versions (hreflang, Portuguese as x-default), Open Graph and Twitter cards.
 * Addresses are absolute: prerendering writes PUBLIC_URL's token, which the server fills in.
 */
export function publicPageMeta(
  pathname: string,
  text: { title: string; description: string },
): MetaDescriptor[] {
  const { id, locale } = pageAt(pathname);
  const base = siteUrl();
  const paths = PUBLIC_PAGES[id];
  const url = `${base}${paths[locale]}`;
  const appName = pageT(locale)("app.name");
  const title = id === "home" ? text.title : `${text.title} · ${appName}`;
  const other: PageLocale = locale === "pt" ? "en" : "pt";
  const indexed = !UNINDEXED_PAGES.includes(id);
  return [
    { title },
    { name: "description", content: text.description },
    ...(indexed
      ? [
          { tagName: "link", rel: "canonical", href: url },
          ...(["pt", "en"] as const).map((l) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: LANGUAGE_TAGS[l],
            href: `${base}${paths[l]}`,
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${base}${paths.pt}` },
        ]
      : [{ name: "robots", content: "noindex, follow" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: appName },
    { property: "og:title", content: title },
    { property: "og:description", content: text.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { property: "og:locale:alternate", content: OG_LOCALES[other] },
    { property: "og:image", content: `${base}${SHARE_IMAGE.path}` },
    { property: "og:image:width", content: SHARE_IMAGE.width },
    { property: "og:image:height", content: SHARE_IMAGE.height },
    { property: "og:image:alt", content: appName },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: text.description },
    { name: "twitter:image", content: `${base}${SHARE_IMAGE.path}` },
  ];
}
