import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { signOut, useSession } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useLocalizedPath } from "../../lib/use-localized-path";
import { LanguageToggle } from "./language-toggle";
import { ThemeToggle } from "./theme-toggle";

// On the sign-in pages the main links give way to a single Practice link (spec: App shell).
const AUTH_PAGES = ["/login", "/signup", "/forgot-password"];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;

export function TopBar() {
  const { t } = useTranslation();
  const { user, token } = useSession();
  const signedIn = Boolean(token && user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // The menu is open for the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  const closeMenu = () => {
    setMenuOpenOn(null);
    menuButton.current?.focus();
  };
  // Opening moves the focus to the first link; Escape closes and gives the focus back.
  useEffect(() => {
    if (!menuOpen) return;
    menu.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const onAuthPage = AUTH_PAGES.includes(pathname);
  // Signing out never fails for the learner: signOut forgets the session locally regardless.
  const signingOut = useMutation({
    mutationFn: signOut,
    meta: { quiet: true },
    onSettled: () => navigate(localized("/")),
  });
  const logout = () => signingOut.mutate();

  const links = onAuthPage ? (
    <NavLink to="/practice" className={linkClass}>
      {t("nav.practice")}
    </NavLink>
  ) : signedIn ? (
    <>
      <NavLink to="/practice" className={linkClass}>
        {t("nav.practice")}
      </NavLink>
      <NavLink to="/statistics" className={linkClass}>
        {t("nav.statistics")}
      </NavLink>
      <NavLink to="/profile" className={linkClass}>
        {t("nav.profile")}
      </NavLink>
      <button
        type="button"
        onClick={logout}
        className={cn(linkClass({ isActive: false }), "text-left")}
      >
        {t("nav.logout")}
      </button>
    </>
  ) : (
    <>
      <NavLink to="/login" className={linkClass}>
        {t("nav.login")}
      </NavLink>
      <NavLink
        to="/signup"
        className="block rounded-lg bg-brand-600 px-3 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("nav.signup")}
      </NavLink>
    </>
  );

  return (
    // Solid, not a blur of the page beneath: a backdrop filter on a sticky bar is redrawn with
    // whatever changes under it, a cost on phones that raster in software (decision 0044).
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      {/* Tighter below 400 px, and the wordmark alone below 360 px: a 320 px bar must fit. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 min-[400px]:gap-3 min-[400px]:px-4">
        <Link
          to={signedIn ? "/practice" : localized("/")}
          className="flex items-center gap-2 font-bold text-slate-900"
          data-testid="logo"
        >
          <span
            aria-hidden="true"
            className="hidden size-9 place-items-center rounded-lg bg-brand-600 text-lg text-white min-[360px]:grid"
          >
            C
          </span>
          {/* On a phone the badge sits under the name, so the bar keeps to one line at 360 px. */}
          <span className="flex flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-2">
            <span className="whitespace-nowrap text-lg leading-none sm:leading-normal">
              {t("app.name")}
            </span>
            <span className="rounded bg-accent-600 px-1.5 py-0.5 text-[0.625rem] leading-none font-semibold text-white sm:text-xs">
              {t("app.portugalBadge")}
            </span>
          </span>
        </Link>
        <nav aria-label={t("nav.main")} className="ml-auto hidden items-center gap-1 md:flex">
          {links}
        </nav>
        {/* On a phone the theme switch lives in the menu, so the bar fits 320 px. */}
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          <span className="hidden md:contents">
            <ThemeToggle />
          </span>
          <LanguageToggle />
        </div>
        <button
          ref={menuButton}
          type="button"
          className="grid size-11 shrink-0 place-items-center rounded-lg border border-slate-300 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => (menuOpen ? closeMenu() : setMenuOpenOn(pathname))}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            {menuOpen ? "×" : "≡"}
          </span>
        </button>
      </div>
      {menuOpen ? (
        <nav
          ref={menu}
          id="mobile-menu"
          aria-label={t("nav.main")}
          className="flex flex-col gap-1 border-t border-slate-200 px-4 py-3 md:hidden"
        >
          {links}
          <ThemeToggle withLabel />
        </nav>
      ) : null}
    </header>
  );
}
