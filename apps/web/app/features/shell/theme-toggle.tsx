import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { chooseTheme, useHydrated, useTheme } from "../../lib/theme";

/**
 * Light or dark, remembered on this device. Choosing what the device already shows forgets the
 * choice, so the page follows the device again (its evening mode, for instance).
 */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const hydrated = useHydrated();
  const toggle = () => {
    // What is on screen, read at the press: a press held while the app loads is replayed during
    // hydration, when `theme` may still be the prerendered page's.
    const shown = document.documentElement.dataset.theme === "dark" ? "dark" : "light";
    const next = shown === "dark" ? "light" : "dark";
    const deviceDark = globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
    chooseTheme((next === "dark") === deviceDark ? "system" : next);
  };
  return (
    <button
      type="button"
      data-theme-toggle=""
      // Before hydration the head script sets it; React takes it over once hydrated.
      aria-pressed={hydrated ? theme === "dark" : undefined}
      aria-label={withLabel ? undefined : t("nav.darkTheme")}
      title={withLabel ? undefined : t("nav.darkTheme")}
      onClick={toggle}
      className={cn(
        "flex min-h-9 min-w-9 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
        withLabel && "justify-start px-3 py-2 font-medium",
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {theme === "dark" ? (
          <path d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        )}
      </svg>
      {withLabel ? t("nav.darkTheme") : null}
    </button>
  );
}
