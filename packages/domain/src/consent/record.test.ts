import { describe, expect, it } from "vitest";
import {
  analyticsAllowed,
  CONSENT_VALIDITY_MS,
  consentFor,
  marketingAllowed,
  parseConsentRecord,
  readConsent,
} from "./record";
import { practiceEngagementValue } from "./tracking-values";

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 24 * 60 * 60 * 1000;
const stored = (value: unknown) => JSON.stringify(value);
const valid = { timestamp: NOW - DAY, preferences: { analytics: true, marketing: false } };

describe("consent record validity (spec section 5)", () => {
  it("accepts a well-formed record of yesterday", () => {
    expect(parseConsentRecord(stored(valid), NOW)).toEqual(valid);
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{timestamp:"],
    ["an array", stored([valid])],
    ["a string", stored("yes")],
    ["null", "null"],
    ["a timestamp that is a string", stored({ ...valid, timestamp: String(NOW) })],
    ["a negative timestamp", stored({ ...valid, timestamp: -1 })],
    ["a timestamp more than a day ahead", stored({ ...valid, timestamp: NOW + DAY + 1 })],
    [
      "a timestamp older than 365 days",
      stored({ ...valid, timestamp: NOW - CONSENT_VALIDITY_MS - 1 }),
    ],
    ["preferences that are not an object", stored({ ...valid, preferences: true })],
    ["preferences that are an array", stored({ ...valid, preferences: [true, true] })],
    ["more than 5000 characters", stored({ ...valid, padding: "x".repeat(5000) })],
  ])("refuses %s", (_what, text) => {
    expect(parseConsentRecord(text, NOW)).toBeNull();
  });

  it("keeps a record at the edges: a day ahead and exactly 365 days old", () => {
    expect(parseConsentRecord(stored({ ...valid, timestamp: NOW + DAY }), NOW)).not.toBeNull();
    const old = { ...valid, timestamp: NOW - CONSENT_VALIDITY_MS };
    expect(parseConsentRecord(stored(old), NOW)).not.toBeNull();
  });

  it("grants marketing only for exactly true", () => {
    for (const marketing of ["true", 1, "yes", null, {}]) {
      const record = parseConsentRecord(
        stored({ timestamp: NOW, preferences: { analytics: true, marketing } }),
        NOW,
      );
      expect(marketingAllowed(record)).toBe(false);
      expect(analyticsAllowed(record)).toBe(true);
    }
    const granted = parseConsentRecord(stored(consentFor("acceptAll", NOW)), NOW);
    expect(marketingAllowed(granted)).toBe(true);
    expect(marketingAllowed(null)).toBe(false);
  });
});

describe("consent read order (spec section 4)", () => {
  const newer = stored(consentFor("acceptAll", NOW));
  const older = stored(consentFor("rejectAll", NOW - DAY));

  it("takes local storage first, then the cookie, then session storage", () => {
    const local = () => newer;
    const cookie = () => older;
    const session = () => older;
    expect(readConsent([local, cookie, session], NOW)?.preferences.marketing).toBe(true);
    expect(readConsent([() => null, cookie, () => newer], NOW)?.preferences.marketing).toBe(false);
    expect(readConsent([() => null, () => null, () => newer], NOW)?.timestamp).toBe(NOW);
    expect(readConsent([() => null, () => null, () => null], NOW)).toBeNull();
  });

  it("counts only the first source that exists, even when its value is invalid", () => {
    expect(readConsent([() => "garbage", () => newer], NOW)).toBeNull();
  });
});

describe("consent choices", () => {
  it("records the choice with its time", () => {
    expect(consentFor("rejectAll", NOW)).toEqual({
      timestamp: NOW,
      preferences: { analytics: false, marketing: false },
    });
    expect(consentFor({ analytics: false, marketing: true }, NOW).preferences).toEqual({
      analytics: false,
      marketing: true,
    });
  });
});

describe("practice engagement value (spec section 9)", () => {
  it("is 0.5 per question, capped at 10", () => {
    expect(practiceEngagementValue(0)).toBe(0);
    expect(practiceEngagementValue(7)).toBe(3.5);
    expect(practiceEngagementValue(20)).toBe(10);
    expect(practiceEngagementValue(30)).toBe(10);
    expect(practiceEngagementValue(-3)).toBe(0);
  });
});
