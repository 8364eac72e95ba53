import { LANGUAGE_TAGS, type PageLocale, PUBLIC_PAGES } from "@cc/contracts/public-pages";
import { search } from "@cc/i18n/locales/pt/search";
import { useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Breadcrumb, breadcrumbData, JsonLd } from "../../components/ui/page-trail";
import { addPortuguese } from "../../lib/i18n";
import { siteUrl } from "../../lib/site-url";
import { track } from "../../lib/tracking/events";
import { type SearchEntry, searchIndex } from "./search-index";

addPortuguese(search);

// Each language's index is its own chunk, fetched when the page is shown (not prerendered with it).
const INDEXES: Record<PageLocale, () => Promise<{ default: SearchEntry[] }>> = {
  pt: () => import("virtual:search-index/pt"),
  en: () => import("virtual:search-index/en"),
};

/**
 * /search?q= and /en/search?q= (the WebSite SearchAction's target): finds public pages and signs in
 * the page's language, as you type. The form also works before the script runs (a GET to itself).
 */
export function SearchPage({ locale }: { locale: PageLocale }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Empty while hydrating, like the prerendered page (built without a query); then `?q=`.
  const [query, setQuery] = useState("");
  const initial = params.get("q");
  const box = useRef<HTMLInputElement>(null);
  // The page is served without its script: focusing the box loads it, and words typed meanwhile
  // are in the box but not yet in the state (decision 0037-public-pages-budget).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what it arrived with.
  useEffect(() => {
    const typed = box.current?.value || initial;
    if (typed) setQuery(typed);
  }, []);
  const [index, setIndex] = useState<SearchEntry[] | null>(null);
  useEffect(() => {
    let current = true;
    setIndex(null);
    void INDEXES[locale]().then((module) => current && setIndex(module.default));
    return () => {
      current = false;
    };
  }, [locale]);
  const deferred = useDeferredValue(query);
  const results = index ? searchIndex(index, deferred) : [];
  const inputId = useId();
  const statusId = useId();
  const path = PUBLIC_PAGES.search[locale];
  const title = t("search.title");
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "SearchResultsPage",
              url: `${siteUrl()}${path}`,
              name: title,
              inLanguage: LANGUAGE_TAGS[locale],
            },
            breadcrumbData(locale, { name: title, path }),
          ],
        }}
      />
      <Breadcrumb current={title} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <search className="mt-6 block">
        <Form
          method="get"
          action={path}
          // A search asked for (spec section 9's search event, only with marketing consent).
          onSubmit={() => query.trim() && track.search(query.trim())}
          className="flex flex-wrap items-end gap-2"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="block font-semibold">
              {t("search.label")}
            </label>
            <input
              id={inputId}
              ref={box}
              name="q"
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setParams(event.target.value ? { q: event.target.value } : {}, {
                  replace: true,
                  preventScrollReset: true,
                });
              }}
              placeholder={t("search.hint")}
              autoComplete="off"
              className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base"
            />
          </div>
          <Button type="submit">{t("search.submit")}</Button>
        </Form>
      </search>
      <p id={statusId} role="status" className="mt-4 min-h-6 text-slate-700">
        {query.trim() === ""
          ? t("search.empty")
          : index === null
            ? t("search.loading")
            : results.length === 0
              ? t("search.noResults", { query: query.trim() })
              : t("search.resultCount", { count: results.length, query: query.trim() })}
      </p>
      {index && query.trim() !== "" && results.length === 0 ? (
        <Link
          to={PUBLIC_PAGES.signs[locale]}
          className="mt-2 inline-block text-brand-700 underline"
        >
          {t("search.allSigns")}
        </Link>
      ) : null}
      <ul aria-labelledby={statusId} className="mt-4 space-y-3">
        {results.map((entry) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
            >
              {entry.image ? (
                <img
                  src={entry.image.src}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-12 shrink-0 object-contain"
                />
              ) : null}
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-600">
                  {entry.kind === "page" ? t("search.kindPage") : t("search.kindSign")}
                </span>
                <span className="block font-bold text-brand-800">{entry.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{entry.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
