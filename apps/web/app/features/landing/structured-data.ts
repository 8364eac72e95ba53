import { LANGUAGE_TAGS, type PageLocale, PUBLIC_PAGES } from "@cc/contracts/public-pages";
import { landing } from "@cc/i18n/locales/pt/landing";
import { websiteId } from "../../components/ui/page-trail";
import { addPortuguese } from "../../lib/i18n";
import { pageT } from "../../lib/page-meta";
import { siteUrl } from "../../lib/site-url";
import { answerValues, QUESTIONS } from "./faq";
import { figures } from "./figures";

addPortuguese(landing);

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/**
 * JSON-LD of the home page in one language: who we are (Organization), the site with its search
 * (WebSite and SearchAction, to /search?q=), the page itself, and the FAQ exactly as shown.
 */
export function landingStructuredData(locale: PageLocale) {
  const t = pageT(locale);
  const base = siteUrl();
  const home = `${base}${PUBLIC_PAGES.home[locale]}`;
  const organization = `${base}/#organization`;
  const values = answerValues();
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organization,
        name: t("app.name"),
        url: `${base}/`,
        logo: `${base}/icon-512.png`,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer support",
          url: `${base}${PUBLIC_PAGES.contact[locale]}`,
          availableLanguage: Object.values(LANGUAGE_TAGS),
          hoursAvailable: {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: WEEKDAYS,
            opens: "09:00",
            closes: "18:00",
          },
        },
      },
      {
        "@type": "WebSite",
        "@id": websiteId(locale),
        url: home,
        name: t("app.name"),
        inLanguage: LANGUAGE_TAGS[locale],
        publisher: { "@id": organization },
        potentialAction: {
          "@type": "SearchAction",
          target: {
            "@type": "EntryPoint",
            urlTemplate: `${base}${PUBLIC_PAGES.search[locale]}?q={search_term_string}`,
          },
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@type": "WebPage",
        "@id": home,
        url: home,
        name: t("landing.metaTitle"),
        description: t("landing.metaDescription"),
        inLanguage: LANGUAGE_TAGS[locale],
        dateModified: figures.contentDate,
        isPartOf: { "@id": websiteId(locale) },
        about: { "@id": organization },
      },
      {
        "@type": "FAQPage",
        "@id": `${home}#landing-faq`,
        inLanguage: LANGUAGE_TAGS[locale],
        mainEntity: QUESTIONS.map(([question, answer]) => ({
          "@type": "Question",
          name: t(question),
          acceptedAnswer: { "@type": "Answer", text: t(answer, values) },
        })),
      },
    ],
  };
}
