import { checkQuestion } from "@cc/content/check";
import { loadBank } from "@cc/content/load";
import { signLibrary } from "@cc/content/sign-library";
import { TRIAL_SET_SIZE } from "@cc/content/trial-sets";
import { PLANS, REFUND_WINDOW_DAYS } from "@cc/contracts/payments";
import type { PageLocale } from "@cc/contracts/public-pages";
import { en } from "@cc/i18n/locales/en";
import { pt } from "@cc/i18n/locales/pt";
import { about } from "./app/features/legal/documents/about";
import { contact } from "./app/features/legal/documents/contact";
import { privacy } from "./app/features/legal/documents/privacy";
import { refund } from "./app/features/legal/documents/refund";
import { terms } from "./app/features/legal/documents/terms";
import { buildSearchIndex } from "./app/features/search/search-index";

/**
 * Figures the landing page states, counted from content/ and taken from the passes on sale, at
 * build time so the page's script does not carry the bank or the payments contract
 * (docs/decisions/0030-landing-true-claims.md).
 */
export interface LandingFigures {
  /** Questions the bank sync accepts: those that pass their checks. */
  questions: number;
  /** Drawn signs and markings in the public sign library. */
  signs: number;
  /** Questions in one free-trial set. */
  trialQuestions: number;
  refundDays: number;
  /** The passes on sale, shortest first. */
  plans: { days: number; amountCents: number }[];
  /** The newest `reviewed` date of the bank's questions: when content/ last changed, as a date. */
  contentDate: string;
}

const CATALOGUES = { pt, en };

/** The site search's index of one language: public pages, then the library's signs. */
function searchIndexOf(locale: PageLocale, groups: ReturnType<typeof signLibrary>) {
  const text = CATALOGUES[locale];
  const documents = { terms, privacy, refund, about, contact };
  return buildSearchIndex(
    locale,
    [
      { id: "home", title: text.app.name, description: text.landing.metaDescription },
      {
        id: "signs",
        title: text.signLibrary.title,
        description: text.signLibrary.metaDescription,
      },
      ...Object.entries(documents).map(([id, document]) => ({
        id: id as keyof typeof documents,
        title: document.text[locale].title,
        description: document.text[locale].description,
        headings: document.text[locale].sections.map((section) => section.heading),
      })),
    ],
    groups,
  );
}

/**
 * What content/ gives the prerendered public pages (loaded by sign-library-plugin.ts): the sign
 * library in both languages, the landing page's figures and the site search's index.
 */
export function buildContentData() {
  const bank = loadBank();
  const library = { pt: signLibrary(bank, "pt"), en: signLibrary(bank, "en") };
  const figures: LandingFigures = {
    questions: bank.questions.filter(
      (q) => checkQuestion(q, q.origin, bank.illustrations).length === 0,
    ).length,
    signs: library.pt.reduce((sum, group) => sum + group.signs.length, 0),
    trialQuestions: TRIAL_SET_SIZE,
    refundDays: REFUND_WINDOW_DAYS,
    plans: Object.values(PLANS)
      .map(({ days, amountCents }) => ({ days, amountCents }))
      .sort((a, b) => a.days - b.days),
    contentDate: bank.questions.reduce(
      (newest, q) => (q.reviewed > newest ? q.reviewed : newest),
      "",
    ),
  };
  return {
    library,
    figures,
    search: { pt: searchIndexOf("pt", library.pt), en: searchIndexOf("en", library.en) },
  };
}
