import figures from "virtual:landing-figures";
import type { SignClass } from "@cc/content/schema";
import type { LibraryGroup, LibrarySign } from "@cc/content/sign-library";
import {
  LANGUAGE_TAGS,
  type PageLocale,
  PUBLIC_PAGES,
  signGroupPath,
} from "@cc/contracts/public-pages";
import { signLibrary } from "@cc/i18n/locales/pt/signLibrary";
import { useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Breadcrumb, JsonLd } from "../../components/ui/page-trail";
import { addPortuguese } from "../../lib/i18n";
import { CLASS_TITLES } from "./class-titles";
import { groupOfPage, groupsOnPage } from "./group-pages";
import { filterSigns } from "./sign-search";
import { signAnchor, signLibraryStructuredData } from "./structured-data";

addPortuguese(signLibrary);

/**
 * A page of the public sign library in one language: the main page shows the first groups in the
 * Regulamento's order, each other group has a page of its own (decision
 * 0043-sign-library-pages), so no page carries every sign. Every page links every group and
 * searches the whole library as you type. The address fixes the language and the group.
 */
export function SignLibraryPage({
  locale,
  groups,
}: {
  locale: PageLocale;
  groups: LibraryGroup[];
}) {
  const { t } = useTranslation(undefined, { lng: locale });
  const { pathname } = useLocation();
  const [query, setQuery] = useState("");
  const box = useRef<HTMLInputElement>(null);
  // The page is served without its script: focusing the box loads it, and words typed meanwhile
  // are in the box but not yet in the state (decision 0037-public-pages-budget).
  useEffect(() => {
    const typed = box.current?.value;
    if (typed) setQuery(typed);
  }, []);
  const deferred = useDeferredValue(query);
  const own = groupOfPage(pathname);
  const onPage = groupsOnPage(groups, pathname);
  const searching = deferred.trim() !== "";
  const shown = searching ? filterSigns(groups, deferred) : onPage;
  const found = shown.reduce((sum, group) => sum + group.signs.length, 0);
  const searchId = useId();
  const titleId = useId();
  const other: PageLocale = locale === "pt" ? "en" : "pt";
  const title = own ? t(CLASS_TITLES[own]) : t("signLibrary.title");
  const structured = signLibraryStructuredData({
    locale,
    path: own ? signGroupPath(own, locale) : PUBLIC_PAGES.signs[locale],
    title,
    description: own
      ? t("signLibrary.groupMetaDescription", { group: title })
      : t("signLibrary.metaDescription"),
    dateModified: figures.contentDate,
    groups: onPage,
  });
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8">
      <JsonLd data={structured} />
      <Breadcrumb current={title} />
      <h1 id={titleId} className="mt-4 text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("signLibrary.intro")}</p>
      <p className="mt-2 text-sm">
        <Link
          to={own ? signGroupPath(own, other) : PUBLIC_PAGES.signs[other]}
          hrefLang={LANGUAGE_TAGS[other]}
          lang={LANGUAGE_TAGS[other]}
          className="text-brand-700 underline"
        >
          {t("signLibrary.otherLanguage")}
        </Link>
      </p>
      <GroupLinks locale={locale} groups={groups} current={own} />
      <search className="mt-6 block max-w-md">
        <label htmlFor={searchId} className="block font-semibold">
          {t("signLibrary.searchLabel")}
        </label>
        <input
          ref={box}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("signLibrary.searchHint")}
          autoComplete="off"
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base"
        />
      </search>
      <p role="status" className="mt-2 min-h-6 text-sm text-slate-700">
        {query.trim() === ""
          ? ""
          : found === 0
            ? t("signLibrary.noResults")
            : t("signLibrary.resultCount", { count: found })}
      </p>
      {shown.map((group) => {
        // A group page's own group is named by the page's heading.
        const headed = searching || group.class !== own;
        return (
          <section
            key={group.class}
            aria-labelledby={headed ? `signs-${group.class}` : titleId}
            className="mt-8"
          >
            {headed && (
              <h2 id={`signs-${group.class}`} className="text-2xl font-bold">
                {t(CLASS_TITLES[group.class])}
              </h2>
            )}
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.signs.map((sign) => (
                <SignEntry key={sign.code} sign={sign} locale={locale} headed={headed} />
              ))}
            </ul>
          </section>
        );
      })}
    </article>
  );
}

/** Every group of the library, each linked to the page that shows it, with its sign count. */
function GroupLinks({
  locale,
  groups,
  current,
}: {
  locale: PageLocale;
  groups: LibraryGroup[];
  current: SignClass | undefined;
}) {
  const { t } = useTranslation(undefined, { lng: locale });
  return (
    <nav aria-label={t("signLibrary.groupsLabel")} className="mt-6">
      <ul className="flex flex-wrap gap-2 text-sm">
        {groups.map((group) => {
          const path = signGroupPath(group.class, locale);
          const here = group.class === current;
          return (
            <li key={group.class}>
              <Link
                to={path === PUBLIC_PAGES.signs[locale] ? `${path}#signs-${group.class}` : path}
                aria-current={here ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-3 ${here ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-300 bg-white"} text-brand-700`}
              >
                {t(CLASS_TITLES[group.class])} (
                {t("signLibrary.signCount", { count: group.signs.length })})
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A sign's entry; its name is a heading one level below its group's (the page's own, or h2). */
function SignEntry({
  sign,
  locale,
  headed,
}: {
  sign: LibrarySign;
  locale: PageLocale;
  headed: boolean;
}) {
  const { t } = useTranslation(undefined, { lng: locale });
  const Name = headed ? "h3" : "h2";
  return (
    <li
      id={signAnchor(sign.code)}
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <img
        src={sign.imageUrl}
        alt={sign.alt}
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
        className="size-20 shrink-0 rounded-lg bg-paper object-contain p-1"
      />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-600">
          {t("signLibrary.code", { code: sign.code })}
        </p>
        <Name className="text-base font-bold">{sign.name}</Name>
        <p className="mt-1 text-sm text-slate-700">{sign.meaning}</p>
        <p className="mt-2 text-sm font-semibold text-brand-700">
          {t("signLibrary.questionCount", { count: sign.questionCount })}
        </p>
      </div>
    </li>
  );
}
