import type { LibraryGroup } from "@cc/content/sign-library";
import {
  type PageLocale,
  PUBLIC_PAGES,
  type PublicPageId,
  signGroupPath,
} from "@cc/contracts/public-pages";
import { hasEveryWord, searchWords } from "../../lib/fold-text";

/** One thing the site search can find: a public page or a sign of the library. */
export interface SearchEntry {
  kind: "page" | "sign";
  title: string;
  /** Shown under the title and searched with it. */
  summary: string;
  /** Searched, not shown (a page's section headings). */
  keywords?: string;
  path: string;
  /** A sign's drawing. */
  image?: { src: string; alt: string };
}

interface PageSource {
  id: PublicPageId;
  title: string;
  description: string;
  headings?: readonly string[];
}

/**
 * The search index of one language, built with the site (apps/web/sign-library-data.ts): the
 * public pages (title, description, section headings) and every sign of the library, each
 * pointing at its place in that language's version of the site.
 */
export function buildSearchIndex(
  locale: PageLocale,
  pages: readonly PageSource[],
  groups: readonly LibraryGroup[],
): SearchEntry[] {
  return [
    ...pages.map((page) => ({
      kind: "page" as const,
      title: page.title,
      summary: page.description,
      ...(page.headings ? { keywords: page.headings.join(" ") } : {}),
      path: PUBLIC_PAGES[page.id][locale],
    })),
    ...groups.flatMap((group) =>
      group.signs.map((sign) => ({
        kind: "sign" as const,
        title: `${sign.code} · ${sign.name}`,
        summary: sign.meaning,
        path: `${signGroupPath(group.class, locale)}#sign-${sign.code}`,
        image: { src: sign.imageUrl, alt: sign.alt },
      })),
    ),
  ];
}

/**
 * The entries containing every word of the query (accents and case ignored), those whose title
 * has them all first, pages before signs, otherwise in the index's order.
 */
export function searchIndex(index: readonly SearchEntry[], query: string): SearchEntry[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const rank = (entry: SearchEntry) =>
    (hasEveryWord(entry.title, words) ? 0 : 2) + (entry.kind === "page" ? 0 : 1);
  return index
    .filter((entry) =>
      hasEveryWord(`${entry.title} ${entry.summary} ${entry.keywords ?? ""}`, words),
    )
    .map((entry, order) => ({ entry, order, rank: rank(entry) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ entry }) => entry);
}
