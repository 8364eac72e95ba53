import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { trackingConfigSchema } from "@cc/contracts/tracking";
import { afterEach, describe, expect, it } from "vitest";
import { type ConfigError, loadConfig } from "../../config";
import { createTestApp, type TestApp } from "../../testing/app";

const TRACKERS = {
  META_PIXEL_ID: "123456789012345",
  GOOGLE_ADS_CONVERSION_ID: "AW-1234567890",
  GOOGLE_ADS_MEASUREMENT_ID: "G-ABCDE12345",
};

function miniBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "cc-web-"));
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><html><head></head><body></body></html>");
  writeFileSync(join(root, "__spa-fallback.html"), "<!DOCTYPE html><html><body></body></html>");
  return root;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("tracking configuration", () => {
  it("has no tracker and a first-party-only policy unless an operator configures one", async () => {
    t = await createTestApp({ WEB_ROOT: miniBuild() });
    const answer = await t.app.inject({ method: "GET", url: "/api/v1/tracking/config" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ pixel: null, ads: null });
    const csp = String(
      (await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"],
    );
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/facebook|google/);
    expect(csp).not.toContain("frame-src");
  });

  it("names the configured trackers and admits exactly their hosts in the page policy", async () => {
    t = await createTestApp({ WEB_ROOT: miniBuild(), ...TRACKERS });
    const answer = await t.app.inject({ method: "GET", url: "/api/v1/tracking/config" });
    const data = trackingConfigSchema.parse(answer.json().data);
    expect(data.pixel).toEqual({
      id: TRACKERS.META_PIXEL_ID,
      script_url: "https://connect.facebook.net/en_US/fbevents.js",
    });
    expect(data.ads).toMatchObject({
      conversion_id: "AW-1234567890",
      measurement_id: "G-ABCDE12345",
    });
    const csp = String(
      (await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"],
    );
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/script-src[^;]* https:\/\/\*\.googletagmanager\.com/);
    expect(csp).toMatch(/img-src 'self' data:[^;]* https:\/\/www\.facebook\.com/);
    expect(csp).toContain("frame-src https://td.doubleclick.net");
  });

  it("refuses an ad-tag configuration without AW- and G- ids, or with only one of them", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ GOOGLE_ADS_CONVERSION_ID: "123", GOOGLE_ADS_MEASUREMENT_ID: "G-1" })).toEqual(
      ['GOOGLE_ADS_CONVERSION_ID must start with AW- (got "123")'],
    );
    expect(
      problems({ GOOGLE_ADS_CONVERSION_ID: "AW-1", GOOGLE_ADS_MEASUREMENT_ID: "UA-1" }),
    ).toEqual(['GOOGLE_ADS_MEASUREMENT_ID must start with G- (got "UA-1")']);
    expect(problems({ GOOGLE_ADS_CONVERSION_ID: "AW-1" })[0]).toMatch(
      /^GOOGLE_ADS_MEASUREMENT_ID must be set together/,
    );
    expect(problems({ META_PIXEL_ID: "pixel" })[0]).toMatch(
      /^META_PIXEL_ID must be the pixel's numeric id/,
    );
  });
});
