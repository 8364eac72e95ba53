import type { Locale } from "@cc/i18n/catalogue";

/** The sign library's address in each language. */
export const SIGN_LIBRARY_PATHS: Record<Locale, string> = { pt: "/sinais", en: "/en/signs" };
