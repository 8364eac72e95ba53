import figures from "virtual:landing-figures";
import type { SignClass } from "@cc/content/schema";
import type { LibraryGroup, LibrarySign } from "@cc/content/sign-library";
import { LANGUAGE_TAGS, type PageLocale, PUBLIC_PAGES } from "@cc/contracts/public-pages";
import type { TranslationKey } from "@cc/i18n/catalogue";
import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumb, JsonLd } from "../../components/ui/page-trail";
import { filterSigns } from "./sign-search";
import { signAnchor, signLibraryStructuredData } from "./structured-data";

const CLASS_TITLES: Record<SignClass, TranslationKey> = {
  warning: "signLibrary.class.warning",
  priority: "signLibrary.class.priority",
  prohibition: "signLibrary.class.prohibition",
  obligation: "signLibrary.class.obligation",
  information: "signLibrary.class.information",
  direction: "signLibrary.class.direction",
  additionalPanel: "signLibrary.class.additionalPanel",
  lightSignal: "signLibrary.class.lightSignal",
  officerSignal: "signLibrary.class.officerSignal",
  marking: "signLibrary.class.marking",
};

/**
 * The public sign library in one language: every sign we have drawn, grouped in the Regulamento's
 * order, with a search that filters as you type. The language is fixed by the address, so the
 * prerendered HTML of /en/signs is already English.
 */
export function SignLibraryPage({
  locale,
  groups,
}: {
  locale: PageLocale;
  groups: LibraryGroup[];
}) {
  const { t } = useTranslation(undefined, { lng: locale });
  const [query, setQuery] = useState("");
  const shown = filterSigns(groups, useDeferredValue(query));
  const found = shown.reduce((sum, group) => sum + group.signs.length, 0);
  const searchId = useId();
  const other: PageLocale = locale === "pt" ? "en" : "pt";
  const structured = signLibraryStructuredData({
    locale,
    title: t("signLibrary.title"),
    description: t("signLibrary.metaDescription"),
    dateModified: figures.contentDate,
    groups,
  });
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8">
      <JsonLd data={structured} />
      <Breadcrumb current={t("signLibrary.title")} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("signLibrary.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("signLibrary.intro")}</p>
      <p className="mt-2 text-sm">
        <Link
          to={PUBLIC_PAGES.signs[other]}
          hrefLang={LANGUAGE_TAGS[other]}
          lang={LANGUAGE_TAGS[other]}
          className="text-brand-700 underline"
        >
          {t("signLibrary.otherLanguage")}
        </Link>
      </p>
      <search className="mt-6 block max-w-md">
        <label htmlFor={searchId} className="block font-semibold">
          {t("signLibrary.searchLabel")}
        </label>
        <input
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
      {shown.map((group) => (
        <section key={group.class} aria-labelledby={`signs-${group.class}`} className="mt-8">
          <h2 id={`signs-${group.class}`} className="text-2xl font-bold">
            {t(CLASS_TITLES[group.class])}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.signs.map((sign) => (
              <SignEntry key={sign.code} sign={sign} locale={locale} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

function SignEntry({ sign, locale }: { sign: LibrarySign; locale: PageLocale }) {
  const { t } = useTranslation(undefined, { lng: locale });
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
        <h3 className="font-bold">{sign.name}</h3>
        <p className="mt-1 text-sm text-slate-700">{sign.meaning}</p>
        <p className="mt-2 text-sm font-semibold text-brand-700">
          {t("signLibrary.questionCount", { count: sign.questionCount })}
        </p>
      </div>
    </li>
  );
}
