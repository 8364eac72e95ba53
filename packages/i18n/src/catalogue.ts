import type { ParseKeys } from "i18next";
import type { pt } from "./locales/pt";

export const LOCALES = ["pt", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "pt";

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language must have: pt.ts is the reference. */
export type Catalogue = Widen<typeof pt>;

/** A key of the catalogues, as i18next's typed `t` takes it (typed below). */
export type TranslationKey = ParseKeys;

export function isLocale(value: unknown): value is Locale {
  return value === "pt" || value === "en";
}

/**
 * Picks the language of a request: an explicit `locale` (query parameter) wins, then the first
 * supported language of an Accept-Language header (by quality), then Portuguese.
 */
export function resolveLocale(explicit: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof explicit === "string") {
    const short = explicit.trim().slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(",")
      .map((part, index) => {
        const [tag = "", ...params] = part.trim().split(";");
        const q = params.find((p) => p.trim().startsWith("q="));
        const quality = q ? Number.parseFloat(q.trim().slice(2)) : 1;
        return { tag: tag.trim().slice(0, 2).toLowerCase(), quality, index };
      })
      .filter((entry) => entry.quality > 0 && !Number.isNaN(entry.quality))
      .sort((a, b) => b.quality - a.quality || a.index - b.index);
    for (const entry of ranked) if (isLocale(entry.tag)) return entry.tag;
  }
  return DEFAULT_LOCALE;
}

/**
 * i18next's typed keys: `t("nav.practise")` (a key pt.ts does not have) is a type error, in the
 * browser and on the server alike. Every program that translates imports this file.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue };
  }
}
