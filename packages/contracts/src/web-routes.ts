import { PUBLIC_PAGES } from "./public-pages";

/**
 * The web app's addresses and who may open them (spec section 2, route table). The web router
 * applies the guards from `access`; the server uses the same table to answer 404 for unknown
 * addresses and to list public pages in sitemap.xml.
 */
export type WebAccess =
  | "public" // anyone
  | "guest" // signed-out only: signed-in users go to /practice
  | "auth" // signed-in: others go to /login?redirect=...
  | "subscription" // signed-in with an active subscription: others go to /subscription
  | "callback"; // skips every guard (OAuth callback)

export interface WebRoute {
  /** `:name` matches one segment; a trailing `?` makes the segment optional. */
  path: string;
  access: WebAccess;
  /** Prerendered to real HTML at build time (in the page's language). */
  prerender?: boolean;
}

export const WEB_ROUTES: readonly WebRoute[] = [
  // Every public page in both languages (public-pages.ts).
  ...Object.values(PUBLIC_PAGES).flatMap((paths) =>
    [paths.pt, paths.en].map((path) => ({ path, access: "public" as const, prerender: true })),
  ),
  // Spec route table, "mentioned": the free trial, and a short address of weak-area practice.
  { path: "/trial", access: "public" },
  { path: "/weak-areas", access: "subscription" },
  { path: "/login", access: "guest" },
  { path: "/signup", access: "guest" },
  { path: "/forgot-password", access: "guest" },
  { path: "/reset-password", access: "guest" },
  // Opened from a mail, signed in or not.
  { path: "/confirm-email", access: "public" },
  { path: "/vue/auth/google/callback", access: "callback" },
  { path: "/practice", access: "subscription" },
  { path: "/practice/quick", access: "subscription" },
  { path: "/practice/weak-areas", access: "subscription" },
  // Only the modes that exist: /exam/anything-else is a real 404, not a not-found view with 200.
  { path: "/exam", access: "subscription" },
  { path: "/exam/full", access: "subscription" },
  { path: "/exam/thematic", access: "subscription" },
  // Studying a question found in the browser: the browser is for pass holders, so is this.
  { path: "/questions/:questionId", access: "subscription" },
  { path: "/review/:sessionId", access: "auth" },
  { path: "/statistics", access: "auth" },
  { path: "/profile", access: "auth" },
  { path: "/subscription", access: "auth" },
  { path: "/payment/approved", access: "auth" },
  { path: "/payment/declined", access: "auth" },
  { path: "/404", access: "public" },
];

const segments = (path: string) => path.split("/").filter(Boolean);

/** Does an address (query string and trailing slash ignored) match a route pattern? */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path.split(/[?#]/)[0] ?? "");
  const required = want.filter((s) => !s.endsWith("?")).length;
  if (got.length < required || got.length > want.length) return false;
  return got.every((segment, i) => {
    const expected = want[i] ?? "";
    return expected.startsWith(":") ? segment.length > 0 : expected === segment;
  });
}

export function findWebRoute(path: string): WebRoute | undefined {
  return WEB_ROUTES.find((route) => matchesRoute(route.path, path));
}

/**
 * Stands for the site's address in prerendered pages (their structured data): pages are built
 * before the address is known, and the server puts PUBLIC_URL in its place when it loads them.
 */
export const PUBLIC_URL_TOKEN = "%PUBLIC_URL%";
