import { type PageLocale, PUBLIC_PAGES } from "@cc/contracts/public-pages";
import { isLocale } from "@cc/i18n/catalogue";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pageT } from "../../lib/page-meta";
import { siteUrl } from "../../lib/site-url";

/** JSON for a <script> element: "<" escaped, so no text inside can close the element early. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** Structured data (JSON-LD) of a public page, in the served HTML for search engines. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by scriptJson.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}

/** The site (schema.org WebSite) in one language, which every public page is part of. */
export const websiteId = (locale: PageLocale) => `${siteUrl()}${PUBLIC_PAGES.home[locale]}#website`;

/** The breadcrumb's structured data: home in the page's language, then the page. */
export function breadcrumbData(locale: PageLocale, current: { name: string; path: string }) {
  const base = siteUrl();
  return {
    "@type": "BreadcrumbList",
    itemListElement: [
      {
        "@type": "ListItem",
        position: 1,
        name: pageT(locale)("site.home"),
        item: `${base}${PUBLIC_PAGES.home[locale]}`,
      },
      { "@type": "ListItem", position: 2, name: current.name, item: `${base}${current.path}` },
    ],
  };
}

/** The two-step breadcrumb of a public page: home (in the language shown), then the page. */
export function Breadcrumb({ current }: { current: string }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "pt";
  return (
    <nav aria-label={t("site.breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap gap-1">
        <li>
          <Link to={PUBLIC_PAGES.home[locale]} className="text-brand-700 underline">
            {t("site.home")}
          </Link>
          <span aria-hidden="true"> › </span>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
