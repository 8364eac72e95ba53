import { siteUrl } from "../../lib/site-url";

/** JSON-LD for a page under the home page: the page itself and its two-step breadcrumb. */
export function pageStructuredData(page: {
  path: string;
  title: string;
  description: string;
  homeName: string;
  language: string;
  reviewed: string;
}) {
  const base = siteUrl();
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": `${base}${page.path}`,
        url: `${base}${page.path}`,
        name: page.title,
        description: page.description,
        inLanguage: page.language,
        dateModified: page.reviewed,
        isPartOf: { "@type": "WebSite", name: "Código Certo", url: `${base}/` },
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: page.homeName, item: `${base}/` },
          { "@type": "ListItem", position: 2, name: page.title, item: `${base}${page.path}` },
        ],
      },
    ],
  };
}
