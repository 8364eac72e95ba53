/**
 * Public pages whose route handle carries this are served without the app's scripts: the
 * prerendered HTML is the page, and the app (React, the router, the data layer) loads on the first
 * interaction that needs it (decision "public-pages-budget"). `apps/web/defer-hydration.mjs`
 * rewrites their HTML after the build; `boot.ts` is the small inline script that starts the app.
 */
export const HYDRATE_ON_INTERACTION = { hydrate: "on-interaction" } as const;

export const APP_READY_EVENT = "app:ready";

/**
 * What a prerendered page shows a signed-in visitor instead of the guest's: an element with
 * `href` becomes a link to that address reading `text`, one with `guestOnly` goes. The boot script
 * makes the swap before the app starts, and the app renders the same, so hydration matches.
 */
export const SIGNED_IN_SWAP = {
  href: "data-signed-in-href",
  text: "data-signed-in-text",
  guestOnly: "data-guest-only",
} as const;

/** Whether one of the matched routes asks to be hydrated on interaction. */
export function hydratesOnInteraction(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) => (handle as { hydrate?: unknown } | undefined)?.hydrate === "on-interaction",
  );
}

/** Said once the app has hydrated, so the boot script can replay the click that started it. */
export function announceAppReady() {
  document.documentElement.dataset.app = "ready";
  window.dispatchEvent(new Event(APP_READY_EVENT));
}
