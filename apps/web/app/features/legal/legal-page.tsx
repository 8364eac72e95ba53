import { PUBLIC_PAGES, type PublicPageId } from "@cc/contracts/public-pages";
import { isLocale } from "@cc/i18n/catalogue";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Breadcrumb, JsonLd } from "../../components/ui/page-trail";
import type { LegalDocument } from "./documents/document";
import { OperatorDetails } from "./operator-details";
import { pageStructuredData } from "./structured-data";

/**
 * An info or legal page: breadcrumb (home, then the page), title, the date it was last reviewed,
 * its sections, anything the page adds, and who provides the service. Structured data describes
 * the page and its breadcrumb for search engines.
 */
export function LegalPage({
  document,
  page,
  children,
}: {
  document: LegalDocument;
  page: PublicPageId;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "pt";
  const text = document.text[locale];
  const reviewed = new Intl.DateTimeFormat(locale === "pt" ? "pt-PT" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(document.reviewed));
  const structured = pageStructuredData({
    path: PUBLIC_PAGES[page][locale],
    locale,
    title: text.title,
    description: text.description,
    reviewed: document.reviewed,
  });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <JsonLd data={structured} />
      <Breadcrumb current={text.title} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{text.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={document.reviewed}>{t("site.lastReviewed", { date: reviewed })}</time>
      </p>
      <div className="mt-6 space-y-8 text-slate-800">
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-bold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      {children}
      <OperatorDetails />
    </article>
  );
}
