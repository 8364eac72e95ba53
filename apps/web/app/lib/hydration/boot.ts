import { CONSENT_KEY } from "@cc/domain/consent/record";
import { STORAGE_KEYS } from "../storage";
import { APP_READY_EVENT, SIGNED_IN_SWAP } from "./handle";

/**
 * Inlined into the <head> of pages hydrated on interaction (bundled and minified at build time by
 * `apps/web/defer-hydration.mjs`). The app's scripts wait in <template id="app-scripts">; they are
 * put in the page when the visitor needs the app: at once for a signed-in visitor, a consent that
 * starts trackers, or another language than the page's; otherwise on the first button press or
 * form field, whose clicks are replayed once the app is ready. Links and <details> work without it.
 * For a signed-in visitor it first swaps the guest's calls to action for theirs (SIGNED_IN_SWAP).
 */
const root = document.documentElement;
let started = false;
/** Buttons pressed while the app was loading, replayed in order once it is ready. */
const pending: HTMLButtonElement[] = [];

/** The boot script runs in <head>: what it shows or starts is in the body, parsed later. */
function whenParsed(run: () => void) {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
}

function startApp() {
  if (started) return;
  started = true;
  whenParsed(() => {
    const scripts = document.getElementById("app-scripts");
    if (scripts instanceof HTMLTemplateElement) {
      scripts.replaceWith(document.importNode(scripts.content, true));
    }
  });
}

function read(area: () => Storage, key: string): string | null {
  try {
    return area().getItem(key);
  } catch {
    return null;
  }
}

function storedConsent(): string | null {
  const cookie = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${CONSENT_KEY}=`))
    ?.slice(CONSENT_KEY.length + 1);
  return (
    read(() => localStorage, CONSENT_KEY) ??
    (cookie ? decodeURIComponent(cookie) : null) ??
    read(() => sessionStorage, CONSENT_KEY)
  );
}

/** A stored choice that allows a tracker: the app starts them (and checks the record's validity). */
function consentStartsTrackers(text: string): boolean {
  try {
    const preferences = JSON.parse(text)?.preferences;
    return preferences?.analytics === true || preferences?.marketing === true;
  } catch {
    return true;
  }
}

/** The guest's calls to action become the learner's. */
function swapForLearner() {
  for (const cta of document.querySelectorAll(`[${SIGNED_IN_SWAP.href}]`)) {
    const link = document.createElement("a");
    link.className = cta.className;
    link.setAttribute("href", cta.getAttribute(SIGNED_IN_SWAP.href) ?? "/");
    link.textContent = cta.getAttribute(SIGNED_IN_SWAP.text);
    cta.replaceWith(link);
  }
  for (const guestOnly of document.querySelectorAll(`[${SIGNED_IN_SWAP.guestOnly}]`)) {
    guestOnly.remove();
  }
}

/**
 * Swaps them as the parser adds them: the browser may draw a frame before the page is parsed, and
 * an observer's callbacks run before the next frame.
 */
function leadSignedIn() {
  const observer = new MutationObserver(swapForLearner);
  observer.observe(root, { childList: true, subtree: true });
  whenParsed(() => {
    swapForLearner();
    observer.disconnect();
  });
}

function needsAppNow(token: string | null, consent: string | null): boolean {
  const locale = read(() => localStorage, STORAGE_KEYS.locale);
  const otherLocale =
    root.dataset.localeFixed === undefined && locale !== null && !root.lang.startsWith(locale);
  return (
    token !== null ||
    otherLocale ||
    new URLSearchParams(location.search).has("lang") ||
    // A search address carries its query: the results are the app's to show.
    new URLSearchParams(location.search).has("q") ||
    (consent !== null && consentStartsTrackers(consent))
  );
}

addEventListener(APP_READY_EVENT, () => {
  for (const button of pending.splice(0)) {
    button.removeAttribute("aria-busy");
    button.click();
  }
});

document.addEventListener(
  "click",
  (event) => {
    if (root.dataset.app === "ready") return;
    const button = (event.target as Element | null)?.closest?.("button");
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The press is kept: the button says so until the app answers it (on a slow phone the app
    // can take seconds to load, and a button that does nothing invites leaving the page).
    button.setAttribute("aria-busy", "true");
    pending.push(button);
    startApp();
  },
  true,
);
document.addEventListener(
  "focusin",
  (event) => {
    if ((event.target as Element | null)?.matches?.("input, textarea, select")) startApp();
  },
  true,
);
// Another tab made a choice: the app reads it and closes this tab's banner (decision 0020).
addEventListener("storage", (event) => {
  if (event.key === CONSENT_KEY) startApp();
});

const token =
  read(() => sessionStorage, STORAGE_KEYS.token) ?? read(() => localStorage, STORAGE_KEYS.token);
if (token !== null) leadSignedIn();
const consent = storedConsent();
if (needsAppNow(token, consent)) startApp();
else if (consent === null) {
  // The banner is in the served HTML, hidden until we know that no choice was made.
  whenParsed(() => document.querySelector("[data-consent-banner]")?.removeAttribute("hidden"));
}
