/** Where sign-in ends when nobody asked for a particular page (spec: login page). */
export const AFTER_SIGN_IN = "/practice";

const PROBE_ORIGIN = "http://probe.invalid";

/**
 * The `redirect` query parameter, accepted only as an address on this site: "//evil.example",
 * "/\evil.example" or "https://evil.example" would turn sign-in into an open redirect.
 */
export function safeRedirect(value: string | null | undefined, fallback = AFTER_SIGN_IN): string {
  if (!value?.startsWith("/") || value.length > 2000) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to another sign-in page that keeps the page the learner was going to. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(safeRedirect(redirect))}` : path;
}

/** The server's Google sign-in start; it comes back to /vue/auth/google/callback. */
export function googleSignInHref(
  redirect: string | null,
  locale: string,
  localeChosen: boolean,
): string {
  const params = new URLSearchParams({
    redirect: safeRedirect(redirect),
    locale,
    locale_chosen: String(localeChosen),
  });
  return `/api/auth/google?${params}`;
}
