import { useMemo, useSyncExternalStore } from "react";
import { STORAGE_KEYS, storage } from "./storage";

/** What a learner chose: follow the device, or one of the two themes whatever the device says. */
export type ThemeChoice = "system" | "light" | "dark";
export type Theme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Runs inline in <head>, before the first paint, so a dark page never flashes light. It repeats
 * resolveTheme on purpose: it must work before any module loads (public pages start the app only
 * on interaction, so it also sets the switch's pressed state). The page policy admits it by hash.
 */
export const THEME_BOOT_SCRIPT = `try{var c=localStorage.getItem("${STORAGE_KEYS.theme}"),d=c==="dark"||(c!=="light"&&matchMedia("${DARK_QUERY}").matches);document.documentElement.dataset.theme=d?"dark":"light";document.addEventListener("DOMContentLoaded",function(){document.querySelectorAll("[data-theme-toggle]").forEach(function(b){b.setAttribute("aria-pressed",String(d))})})}catch(e){}`;

function storedThemeChoice(): ThemeChoice {
  const value = storage.get(STORAGE_KEYS.theme);
  return value === "light" || value === "dark" ? value : "system";
}

export function resolveTheme(choice: ThemeChoice, deviceDark: boolean): Theme {
  if (choice === "system") return deviceDark ? "dark" : "light";
  return choice;
}

const deviceDark = () => globalThis.matchMedia?.(DARK_QUERY).matches ?? false;

function apply(): void {
  document.documentElement.dataset.theme = resolveTheme(storedThemeChoice(), deviceDark());
}

/** Remembers the choice ("system" forgets it) and repaints at once. */
export function chooseTheme(choice: ThemeChoice): void {
  if (choice === "system") storage.remove(STORAGE_KEYS.theme);
  else storage.set(STORAGE_KEYS.theme, choice);
  apply();
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The device may switch (evening mode) while the page is open; a stored choice still wins.
  const media = globalThis.matchMedia?.(DARK_QUERY);
  const onDevice = () => {
    apply();
    listener();
  };
  media?.addEventListener("change", onDevice);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", onDevice);
  };
}

const currentTheme = (): Theme => resolveTheme(storedThemeChoice(), deviceDark());

const noSubscription = () => () => {};

/** False while React hydrates a prerendered page (and on the server), true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The theme on screen now; re-renders when the learner or the device changes it. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => "light");
}

/**
 * Colours of the current theme by token name ("slate-700"), for drawing outside CSS (a canvas):
 * a new object when the theme changes, so an effect that draws with them runs again.
 */
export function useThemeColours<Token extends string>(
  tokens: readonly Token[],
): Record<Token, string> {
  const theme = useTheme();
  const key = tokens.join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: theme changes the computed values
  return useMemo(() => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(
      key.split(" ").map((token) => [token, style.getPropertyValue(`--color-${token}`).trim()]),
    ) as Record<Token, string>;
  }, [key, theme]);
}
