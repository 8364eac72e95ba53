import { LANGUAGE_TAGS, type PageLocale } from "@cc/contracts/public-pages";
import { breadcrumbData, websiteId } from "../../components/ui/page-trail";
import { siteUrl } from "../../lib/site-url";

/** JSON-LD for a page under the home page: the page itself and its two-step breadcrumb. */
export function pageStructuredData(page: {
  path: string;
  locale: PageLocale;
  title: string;
  description: string;
  reviewed: string;
}) {
  const url = `${siteUrl()}${page.path}`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": url,
        url,
        name: page.title,
        description: page.description,
        inLanguage: LANGUAGE_TAGS[page.locale],
        dateModified: page.reviewed,
        isPartOf: { "@id": websiteId(page.locale) },
      },
      breadcrumbData(page.locale, { name: page.title, path: page.path }),
    ],
  };
}
