import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useSearchParams,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { PUBLIC_PAGES, publicPageAt } from "@cc/contracts/public-pages";
import { findWebRoute } from "@cc/contracts/web-routes";
import { isLocale } from "@cc/i18n/catalogue";
import { Spinner } from "./components/ui/spinner";
import { Toaster } from "./components/ui/toaster";
import { ConsentBanner } from "./features/consent/consent-banner";
import { AppShell } from "./features/shell/app-shell";
import { useChooseLocale } from "./features/shell/language-toggle";
import { NotFound } from "./features/shell/not-found";
import { session, setNavigator } from "./lib/api";
import { announceAppReady, hydratesOnInteraction } from "./lib/hydration/handle";
import { htmlLang, i18n, t, useLanguage } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { THEME_BOOT_SCRIPT } from "./lib/theme";
import { useTracking } from "./lib/tracking/use-tracking";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * Pages without a head of their own: the SPA fallback, served for every app page (sign-in, practice,
 * the not-found view). None of them is for search engines; public pages have their own meta.
 */
export const meta: Route.MetaFunction = () => [
  { title: t("app.name") },
  { name: "robots", content: "noindex" },
];

export function Layout({ children }: { children: ReactNode }) {
  // A public page is in the language its address gives it from the prerendered HTML on; the rest
  // follow the language chosen, titles (<Meta>) included.
  const language = useLanguage();
  const handles = useMatches().map((match) => match.handle);
  const pageLocale = publicPageAt(useLocation().pathname)?.locale;
  // Read by the boot script of pages served without the app's scripts (lib/hydration).
  const onInteraction = hydratesOnInteraction(handles);
  return (
    // data-theme is set by the boot script before React runs, so React must not correct it.
    <html
      lang={htmlLang(pageLocale ?? language)}
      data-hydrate={onInteraction ? "on-interaction" : undefined}
      data-locale-fixed={onInteraction && pageLocale ? "" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, admitted by hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <meta name="theme-color" content="#0d7a4f" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1220" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * `?lang=en|pt` on arrival: entry.client has already made it the page's language (lib/i18n's
 * `arrivalLocale`, with the address under /en/ and the language remembered from last time); here it
 * is also remembered on the account when signed in, and is then removed from the address.
 */
function useArrivalLocale() {
  const [params, setParams] = useSearchParams();
  const fromQuery = params.get("lang");
  const choose = useChooseLocale();
  useEffect(() => {
    if (isLocale(fromQuery)) void choose(fromQuery);
    if (fromQuery !== null) {
      setParams(
        (current) => {
          current.delete("lang");
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [fromQuery, setParams, choose]);
}

/**
 * A public page is shown in the site's language: after the PT/EN toggle, or a link to the other
 * language's version, move to the version in the language chosen (decision
 * 0038-seo-two-languages). On arrival the address has already set the language (entry.client).
 */
function usePageInChosenLanguage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { language } = useTranslation().i18n;
  useEffect(() => {
    const page = publicPageAt(pathname);
    if (page && isLocale(language) && page.locale !== language) {
      // `lang` has done its work by now (useArrivalLocale removes it in the same commit): carrying
      // it over would put it back in the address after that removal.
      const query = new URLSearchParams(search);
      query.delete("lang");
      const rest = query.toString();
      navigate(`${PUBLIC_PAGES[page.id][language]}${rest ? `?${rest}` : ""}${hash}`, {
        replace: true,
      });
    }
  }, [pathname, search, hash, language, navigate]);
}

/**
 * Spec section 4: with a stored token the user is loaded on arrival (a refused token signs out),
 * also on public pages, so the top bar knows who is there. The Google callback brings its own token.
 */
function useSessionCheck() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (findWebRoute(pathname)?.access !== "callback") void session.ensureUser();
  }, [pathname]);
}

export default function App() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);
  useEffect(announceAppReady, []);
  useArrivalLocale();
  usePageInChosenLanguage();
  useSessionCheck();
  useTracking();
  return (
    <Providers>
      <AppShell notice={<ConsentBanner />}>
        <Outlet />
      </AppShell>
      <Toaster />
    </Providers>
  );
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

/** What the SPA fallback page shows before the app has started. */
export function HydrateFallback() {
  // Rendered while hydrating the Portuguese HTML of app pages: in Portuguese until hydrated.
  const language = useLanguage();
  return (
    <Providers>
      <div className="flex min-h-dvh flex-col">
        <div className="h-16 border-b border-slate-200 bg-white" />
        <Spinner label={t("common.loading", { lng: language })} />
      </div>
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Router and render errors are logged only (spec section 8), and the learner sees a way back.
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  return (
    <Providers>
      <div className="flex min-h-dvh flex-col">
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <NotFound />
        ) : (
          <div className="mx-auto max-w-xl p-6 text-center">
            <h1 className="text-2xl font-bold">{t("errors.unexpected")}</h1>
            <a href="/" className="mt-4 inline-block text-brand-700 underline">
              {t("common.backHome")}
            </a>
          </div>
        )}
      </div>
    </Providers>
  );
}
