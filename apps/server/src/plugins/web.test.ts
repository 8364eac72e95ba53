import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";

// A miniature build: two prerendered pages, the SPA fallback and a hashed asset.
const INLINE = "window.__ctx = {a: 1};";
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "cc-web-"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script></head><body>${"<p>text</p>".repeat(200)}</body></html>`;
  writeFileSync(join(root, "index.html"), page("Landing"));
  mkdirSync(join(root, "terms"));
  writeFileSync(join(root, "terms", "index.html"), page("Terms"));
  writeFileSync(join(root, "__spa-fallback.html"), page("App"));
  mkdirSync(join(root, "assets"));
  const js = `console.log(${JSON.stringify("x".repeat(2000))});`;
  writeFileSync(join(root, "assets", "app-abc123.js"), js);
  writeFileSync(join(root, "assets", "app-abc123.js.gz"), gzipSync(js));
  writeFileSync(join(root, "favicon.svg"), "<svg/>");
  const worker = `self.addEventListener("fetch", () => {}); // ${"x".repeat(2000)}`;
  writeFileSync(join(root, "sw.js"), worker);
  writeFileSync(join(root, "sw.js.gz"), gzipSync(worker));
  return root;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_ROOT: fakeBuild(), PUBLIC_URL: "https://codigocerto.pt" });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("serving the web app", () => {
  it("serves prerendered pages as real HTML with a hash-based CSP", async () => {
    const landing = await get("/");
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain("<title>Landing</title>");
    const hash = createHash("sha256").update(INLINE).digest("base64");
    const csp = landing.headers["content-security-policy"];
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline");
    // The offline app's worker and manifest come from our own origin only.
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
    expect(landing.headers["cache-control"]).toBe("no-cache");
    expect((await get("/terms/")).body).toContain("<title>Terms</title>");
  });

  it("sends prerendered pages compressed, at either address", async () => {
    for (const url of ["/", "/terms", "/terms/"]) {
      const page = await get(url, { "accept-encoding": "gzip" });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-encoding"], url).toBe("gzip");
      expect(page.headers.vary, url).toContain("accept-encoding");
      expect(gunzipSync(page.rawPayload).toString(), url).toContain("</html>");
    }
  });

  it("answers 304 when the page has not changed", async () => {
    const first = await get("/terms");
    const again = await get("/terms", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("serves the SPA fallback for app routes and a 404 for unknown addresses", async () => {
    const app = await get("/practice/quick?x=1");
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain("<title>App</title>");
    const review = await get("/review/123");
    expect(review.statusCode).toBe(200);
    const unknown = await get("/no/such/page");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("<title>App</title>");
  });

  it("gives missing files and API routes a plain 404, never the app page", async () => {
    const asset = await get("/assets/app-old999.js");
    expect(asset.statusCode).toBe(404);
    expect(asset.headers["content-type"]).toContain("application/json");
    expect((await get("/api/v1/unknown")).json().code).toBe("ROUTE_NOT_FOUND");
  });

  it("caches hashed assets for a year and serves their precompressed twin", async () => {
    const asset = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    const icon = await get("/favicon.svg");
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400");
    // The service worker is revalidated on every visit, so a new build reaches the learner.
    const worker = await get("/sw.js", { "accept-encoding": "gzip" });
    expect(worker.headers["content-encoding"]).toBe("gzip");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    // A worker runs under its script's policy: it may fetch our own files to precache them.
    expect(worker.headers["content-security-policy"]).toContain("connect-src 'self'");
  });

  it("publishes robots.txt and sitemap.xml, and redirects /sitemap", async () => {
    const robots = await get("/robots.txt");
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).not.toMatch(/Disallow: \/(login|terms)/);
    expect(robots.body).toContain("Sitemap: https://codigocerto.pt/sitemap.xml");
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    expect(sitemap.body).toContain("<loc>https://codigocerto.pt/terms</loc>");
    expect(sitemap.body).toContain("<loc>https://codigocerto.pt/en/terms</loc>");
    expect(sitemap.body).not.toContain("/practice");
    const redirect = await get("/sitemap");
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/sitemap.xml");
  });
});
