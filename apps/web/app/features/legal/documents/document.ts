import type { Locale } from "@cc/i18n/catalogue";

/** One section of a legal or info page: a heading and its paragraphs (or list items). */
interface DocumentSection {
  heading: string;
  paragraphs: readonly string[];
  /** Shown as a bulleted list after the paragraphs. */
  items?: readonly string[];
}

interface PageText {
  title: string;
  /** The meta description: what a search result says about the page. */
  description: string;
  sections: readonly DocumentSection[];
}

/** A page's text in both languages and the day it was last checked against the law. */
export interface LegalDocument {
  reviewed: string;
  text: Record<Locale, PageText>;
}
