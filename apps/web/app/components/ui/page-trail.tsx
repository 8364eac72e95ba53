import { useTranslation } from "react-i18next";
import { Link } from "react-router";

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

/** The two-step breadcrumb of a public page: home, then the page. */
export function Breadcrumb({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("site.breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap gap-1">
        <li>
          <Link to="/" className="text-brand-700 underline">
            {t("site.home")}
          </Link>
          <span aria-hidden="true"> › </span>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
