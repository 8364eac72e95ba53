import type { LibraryGroup } from "@cc/content/sign-library";
import { siteUrl } from "../../lib/site-url";

/** JSON-LD for the sign library: the page, its breadcrumb and the list of its signs. */
export function signLibraryStructuredData(page: {
  path: string;
  title: string;
  description: string;
  homeName: string;
  language: string;
  groups: readonly LibraryGroup[];
}) {
  const base = siteUrl();
  const url = `${base}${page.path}`;
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
        inLanguage: page.language,
        isPartOf: { "@type": "WebSite", name: "Código Certo", url: `${base}/` },
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
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: page.homeName, item: `${base}/` },
          { "@type": "ListItem", position: 2, name: page.title, item: url },
        ],
      },
    ],
  };
}

/** The id of a sign's entry on the page, so a link can point at one sign. */
export const signAnchor = (code: string) => `sign-${code}`;
