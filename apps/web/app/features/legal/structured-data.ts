import { PUBLIC_URL_TOKEN } from "@cc/contracts/web-routes";

/** The site's address: the token while prerendering (the server fills it in), else this origin. */
export const siteUrl = () =>
  typeof window === "undefined" ? PUBLIC_URL_TOKEN : window.location.origin;

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

/** JSON for a <script> element: "<" escaped, so no text inside can close the element early. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
