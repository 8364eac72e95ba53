import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
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
import { findWebRoute } from "@cc/contracts/web-routes";
import { isLocale } from "@cc/i18n/catalogue";
import { Spinner } from "./components/ui/spinner";
import { Toaster } from "./components/ui/toaster";
import { ConsentBanner } from "./features/consent/consent-banner";
import { AppShell } from "./features/shell/app-shell";
import { NotFound } from "./features/shell/not-found";
import { session, setNavigator } from "./lib/api";
import { currentLocale, htmlLang, i18n, setLocale, storedLocale, t } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { useTracking } from "./lib/tracking/use-tracking";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: Route.MetaFunction = () => [
  { title: t("landing.metaTitle") },
  { name: "description", content: t("landing.metaDescription") },
];

export function Layout({ children }: { children: ReactNode }) {
  // A page whose address fixes its language (handle.locale) is in that language from the
  // prerendered HTML on; the rest follow the language chosen.
  const pageLocale = useMatches()
    .map((match) => (match.handle as { locale?: unknown } | undefined)?.locale)
    .find(isLocale);
  return (
    <html lang={htmlLang(pageLocale ?? currentLocale())}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d7a4f" />
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
 * Language on arrival: `?lang=en|pt` wins and is then removed from the address; otherwise the
 * language remembered from last time. Pages are prerendered in Portuguese, so English is applied
 * right after hydration.
 */
function useArrivalLocale() {
  const [params, setParams] = useSearchParams();
  const fromQuery = params.get("lang");
  useEffect(() => {
    const wanted = isLocale(fromQuery) ? fromQuery : storedLocale();
    if (wanted && wanted !== currentLocale()) void setLocale(wanted);
    if (fromQuery !== null) {
      setParams(
        (current) => {
          current.delete("lang");
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [fromQuery, setParams]);
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
  useArrivalLocale();
  useSessionCheck();
  useTracking();
  return (
    <Providers>
      <AppShell>
        <Outlet />
      </AppShell>
      <Toaster />
      <ConsentBanner />
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
  return (
    <Providers>
      <div className="flex min-h-dvh flex-col">
        <div className="h-16 border-b border-slate-200 bg-white" />
        <Spinner label={t("common.loading")} />
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
