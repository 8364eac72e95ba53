import type { Locale } from "@cc/i18n/catalogue";

/**
 * An address of the web app for a mail. It names the mail's language (`lang`), so the page opens
 * in it on any device, not only where the learner chose it before.
 */
export const mailLink = (
  publicUrl: string,
  path: string,
  locale: Locale,
  params: Record<string, string> = {},
) => `${publicUrl}${path}?${new URLSearchParams({ ...params, lang: locale })}`;
