/**
 * The public pages, each at one address per language (docs/decisions/0038-seo-two-languages.md):
 * Portuguese at the spec's paths, English under /en/. Both versions are prerendered; the address
 * fixes a page's language, and each version names the other (hreflang) for search engines.
 */
export type PageLocale = "pt" | "en";

/**
 * The sign library's groups with a page of their own (decision 0043-sign-library-pages): the
 * library's first groups are served on its main page, the rest one page per group, so no page
 * carries every sign. Keys are the Regulamento's classes (`SIGN_CLASSES` in @cc/content); a test
 * in the web app keeps this table and the drawn groups in step.
 */
export const SIGN_GROUP_PAGES = {
  prohibition: { pt: "/sinais/proibicao", en: "/en/signs/prohibition" },
  obligation: { pt: "/sinais/obrigacao", en: "/en/signs/mandatory" },
  information: { pt: "/sinais/informacao", en: "/en/signs/information" },
  additionalPanel: { pt: "/sinais/paineis-adicionais", en: "/en/signs/additional-panels" },
  lightSignal: { pt: "/sinais/sinalizacao-luminosa", en: "/en/signs/light-signals" },
  marking: { pt: "/sinais/marcas-rodoviarias", en: "/en/signs/road-markings" },
} as const satisfies Record<string, Record<PageLocale, string>>;

export type SignGroupWithPage = keyof typeof SIGN_GROUP_PAGES;
type SignGroupPageId = `signs-${SignGroupWithPage}`;

const signGroupPages = Object.fromEntries(
  Object.entries(SIGN_GROUP_PAGES).map(([group, paths]) => [`signs-${group}`, paths]),
) as Record<SignGroupPageId, Record<PageLocale, string>>;

export const PUBLIC_PAGES = {
  home: { pt: "/", en: "/en/" },
  terms: { pt: "/terms", en: "/en/terms" },
  privacy: { pt: "/privacy", en: "/en/privacy" },
  refund: { pt: "/refund", en: "/en/refund" },
  about: { pt: "/about", en: "/en/about" },
  contact: { pt: "/contact", en: "/en/contact" },
  signs: { pt: "/sinais", en: "/en/signs" },
  ...signGroupPages,
  search: { pt: "/search", en: "/en/search" },
} as const satisfies Record<string, Record<PageLocale, string>>;

export type PublicPageId = keyof typeof PUBLIC_PAGES;

/** Pages that ask search engines not to index them (results of a site search), so no sitemap. */
export const UNINDEXED_PAGES: readonly PublicPageId[] = ["search"];

/** The language tags of the two versions, as in `<html lang>` and hreflang. */
export const LANGUAGE_TAGS: Record<PageLocale, string> = { pt: "pt-PT", en: "en" };

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, "$1");

/** The public page at an address (query ignored) and the language that address gives it. */
export function publicPageAt(path: string): { id: PublicPageId; locale: PageLocale } | undefined {
  const wanted = withoutTrailingSlash(path.split(/[?#]/)[0] ?? "/");
  for (const [id, paths] of Object.entries(PUBLIC_PAGES) as [
    PublicPageId,
    Record<PageLocale, string>,
  ][]) {
    for (const locale of ["pt", "en"] as const) {
      if (withoutTrailingSlash(paths[locale]) === wanted) return { id, locale };
    }
  }
  return undefined;
}

/**
 * The address of a link in a given language: a public page's version in that language, any other
 * address unchanged (app pages follow the chosen language without changing address).
 */
export function localizedPath(path: string, locale: PageLocale): string {
  const pathname = path.split(/[?#]/)[0] ?? "/";
  const page = publicPageAt(pathname);
  return page ? `${PUBLIC_PAGES[page.id][locale]}${path.slice(pathname.length)}` : path;
}

/** The page that shows a group of the sign library: its own, or the library's main page. */
export function signGroupPath(group: string, locale: PageLocale): string {
  const own = (SIGN_GROUP_PAGES as Record<string, Record<PageLocale, string>>)[group];
  return own?.[locale] ?? PUBLIC_PAGES.signs[locale];
}
