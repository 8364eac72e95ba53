/**
 * The cookie-consent record (spec sections 3, 4 and 5): what the visitor chose, when, and whether
 * that choice still counts. Pure: the caller passes the stored text and the current time.
 */

export const CONSENT_KEY = "cookie-consent";
/** A choice is asked again after 365 days. */
export const CONSENT_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;
const MAX_RECORD_CHARS = 5000;
/** A clock a little ahead of ours is tolerated; a timestamp further ahead is forged or broken. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

export interface ConsentPreferences {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  timestamp: number;
  preferences: ConsentPreferences;
}

export type ConsentChoice = "acceptAll" | "rejectAll";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The stored record when it is valid at `now`, otherwise null (and the banner asks again).
 * Only `true` grants a purpose: a stored "true", 1 or "yes" is not consent.
 */
export function parseConsentRecord(stored: string | null, now: number): ConsentRecord | null {
  if (stored === null || stored.length > MAX_RECORD_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isPlainObject(value)) return null;
  const { timestamp, preferences } = value;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp) || timestamp < 0) return null;
  if (timestamp > now + FUTURE_TOLERANCE_MS || now - timestamp > CONSENT_VALIDITY_MS) return null;
  if (!isPlainObject(preferences)) return null;
  return {
    timestamp,
    preferences: {
      analytics: preferences.analytics === true,
      marketing: preferences.marketing === true,
    },
  };
}

/**
 * Read order of spec section 4: local storage, then a cookie, then session storage. Only the first
 * source that holds a value counts, even when that value is invalid.
 */
export function readConsent(
  sources: readonly (() => string | null)[],
  now: number,
): ConsentRecord | null {
  for (const read of sources) {
    const stored = read();
    if (stored !== null) return parseConsentRecord(stored, now);
  }
  return null;
}

export function consentFor(choice: ConsentChoice | ConsentPreferences, now: number): ConsentRecord {
  const preferences =
    choice === "acceptAll"
      ? { analytics: true, marketing: true }
      : choice === "rejectAll"
        ? { analytics: false, marketing: false }
        : { analytics: choice.analytics, marketing: choice.marketing };
  return { timestamp: now, preferences };
}

export const marketingAllowed = (record: ConsentRecord | null) =>
  record?.preferences.marketing === true;

export const analyticsAllowed = (record: ConsentRecord | null) =>
  record?.preferences.analytics === true;
