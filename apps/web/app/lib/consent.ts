import {
  CONSENT_KEY,
  CONSENT_VALIDITY_MS,
  type ConsentChoice,
  type ConsentPreferences,
  type ConsentRecord,
  consentFor,
  parseConsentRecord,
  readConsent,
} from "@cc/domain/consent/record";
import { isFreshSync } from "@cc/domain/consent/timing";
import { useSyncExternalStore } from "react";

/**
 * The visitor's cookie choice in this browser: read in the spec's order (local storage, then a
 * cookie, then session storage), written to local storage and a first-party cookie, and shared with
 * the visitor's other tabs. Nothing non-essential runs until `record` says so.
 */

interface ConsentState {
  /** False until the browser storage has been read (never during prerendering). */
  known: boolean;
  record: ConsentRecord | null;
  settingsOpen: boolean;
}

const UNKNOWN: ConsentState = { known: false, record: null, settingsOpen: false };
const CHANNEL = "cookie-consent";
let state = UNKNOWN;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

/** A storage that throws (blocked cookies, private modes) counts as holding nothing. */
const quietly = (read: () => string | null) => () => {
  try {
    return read();
  } catch {
    return null;
  }
};

function readCookie(): string | null {
  const prefix = `${CONSENT_KEY}=`;
  const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** The stored record, or null when none is valid; throws only when no storage can be read. */
function readStoredConsent(): ConsentRecord | null {
  return readConsent(
    [
      quietly(() => localStorage.getItem(CONSENT_KEY)),
      quietly(readCookie),
      quietly(() => sessionStorage.getItem(CONSENT_KEY)),
    ],
    Date.now(),
  );
}

/** True when `run` worked: a blocked storage throws. */
const attempt = (run: () => void) => {
  try {
    run();
    return true;
  } catch {
    return false;
  }
};

/** Local storage and a cookie; session storage only when neither can be written. */
function write(record: ConsentRecord) {
  const text = JSON.stringify(record);
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const maxAge = Math.floor(CONSENT_VALIDITY_MS / 1000);
  const inLocal = attempt(() => localStorage.setItem(CONSENT_KEY, text));
  const inCookie = attempt(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox.
    document.cookie = `${CONSENT_KEY}=${encodeURIComponent(text)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  });
  if (!inLocal && !inCookie) attempt(() => sessionStorage.setItem(CONSENT_KEY, text));
}

function update(next: Partial<ConsentState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function listenToOtherTabs() {
  if (channel || typeof BroadcastChannel === "undefined") return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<{ record?: unknown; sentAt?: unknown }>) => {
    const { record, sentAt } = message.data ?? {};
    if (typeof sentAt !== "number" || !isFreshSync(sentAt, Date.now())) return;
    const valid = parseConsentRecord(JSON.stringify(record ?? null), Date.now());
    if (valid) update({ record: valid });
  };
}

export const consent = {
  /** Reads the browser's storage once, after hydration. */
  load() {
    if (state.known) return;
    listenToOtherTabs();
    update({ known: true, record: readStoredConsent() });
  },
  get: () => state.record,
  choose(choice: ConsentChoice | ConsentPreferences) {
    const record = consentFor(choice, Date.now());
    write(record);
    update({ record, settingsOpen: false });
    channel?.postMessage({ record, sentAt: Date.now() });
  },
  openSettings: () => update({ settingsOpen: true }),
  closeSettings: () => update({ settingsOpen: false }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    consent.subscribe,
    () => state,
    () => UNKNOWN,
  );
}
