import type { LibraryGroup } from "@cc/content/sign-library";
import { LANGUAGE_TAGS, type PageLocale } from "@cc/contracts/public-pages";
import { breadcrumbData, websiteId } from "../../components/ui/page-trail";
import { siteUrl } from "../../lib/site-url";

/** JSON-LD for a page of the sign library: the page, its breadcrumb and the list of its signs. */
export function signLibraryStructuredData(page: {
  locale: PageLocale;
  /** The page's own address: the main page or a group's. */
  path: string;
  title: string;
  description: string;
  /** When content/ last changed (decision 0038-seo-two-languages). */
  dateModified: string;
  groups: readonly LibraryGroup[];
}) {
  const { path } = page;
  const url = `${siteUrl()}${path}`;
  const signs = page.groups.flatMap((group) => group.signs);
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "CollectionPage",
        "@id": url,
        url,
        name: page.title,
        description: page.description,
        inLanguage: LANGUAGE_TAGS[page.locale],
        dateModified: page.dateModified,
        isPartOf: { "@id": websiteId(page.locale) },
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: signs.length,
          itemListElement: signs.map((sign, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: `${sign.code} · ${sign.name}`,
            url: `${url}#${signAnchor(sign.code)}`,
          })),
        },
      },
      breadcrumbData(page.locale, { name: page.title, path }),
    ],
  };
}

/** The id of a sign's entry on the page, so a link can point at one sign. */
export const signAnchor = (code: string) => `sign-${code}`;
