import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { findWebRoute, PUBLIC_URL_TOKEN } from "@cc/contracts/web-routes";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ThirdPartySources } from "../core/third-party-sources";
import { robotsTxt, sitemapXml } from "./sitemap";

interface Page {
  html: string;
  etag: string;
  csp: string;
}

const FALLBACK_FILE = "__spa-fallback.html";
const IMMUTABLE = "public, max-age=31536000, immutable";
const WORKER_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const NO_THIRD_PARTIES: ThirdPartySources = { script: [], img: [], connect: [], frame: [] };

/**
 * A policy that allows exactly this page's inline scripts (by hash) and our own files: no
 * 'unsafe-inline', and no third-party origin unless a configured tracker needs it.
 */
function policyFor(html: string, extra: ThirdPartySources): string {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.trim().length > 0);
  const scriptSrc = ["'self'", ...new Set(inline.map(sha256)), ...extra.script].join(" ");
  const withExtra = (base: string, more: string[]) => [base, ...more].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self'",
    withExtra("img-src 'self' data:", extra.img),
    "font-src 'self'",
    withExtra("connect-src 'self'", extra.connect),
    // The offline app: our own service worker and web app manifest, nothing else.
    "worker-src 'self'",
    "manifest-src 'self'",
    ...(extra.frame.length > 0 ? [withExtra("frame-src", extra.frame)] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function loadPage(file: string, extra: ThirdPartySources, publicUrl: string): Page {
  const html = readFileSync(file, "utf8").replaceAll(PUBLIC_URL_TOKEN, publicUrl);
  return {
    html,
    etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    csp: policyFor(html, extra),
  };
}

/** An address as the prerendered pages are keyed: without a trailing slash ("/en/" is "/en"). */
const normalizePath = (path: string) => path.replace(/(.)\/+$/, "$1");

/** Every prerendered page of the build, by address ("/", "/terms", ...). */
function loadPrerendered(
  webRoot: string,
  extra: ThirdPartySources,
  publicUrl: string,
): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const file of readdirSync(webRoot, { recursive: true }).map(String)) {
    if (!file.endsWith(`index.html`)) continue;
    const dir = relative(webRoot, join(webRoot, file, ".."))
      .split(sep)
      .join("/");
    pages.set(normalizePath(`/${dir}`), loadPage(join(webRoot, file), extra, publicUrl));
  }
  return pages;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("etag", page.etag)
    .header("content-security-policy", page.csp);
  if (status === 200 && request.headers["if-none-match"] === page.etag) {
    return reply.code(304).send();
  }
  return reply.send(page.html);
}

export interface WebServer {
  /**
   * Answers a GET the routes did not: the SPA fallback for an app page, a 404 page for an address
   * the app does not have; false when the address is not the web app's. Prerendered pages have
   * routes of their own.
   */
  servePage(request: FastifyRequest, reply: FastifyReply): FastifyReply | false;
}

/**
 * Serves the built web app from this same process: hashed assets with year-long caching (and their
 * precompressed .br/.gz twins), prerendered pages as real HTML, the SPA fallback for app routes and
 * a 404 status for addresses the app does not have. Also robots.txt and sitemap.xml.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { webRoot: string | undefined; publicUrl: string; thirdParties?: ThirdPartySources },
): Promise<WebServer | undefined> {
  const { webRoot } = options;
  const built = Boolean(webRoot && existsSync(join(webRoot, FALLBACK_FILE)));
  const extra = options.thirdParties ?? NO_THIRD_PARTIES;
  const prerendered =
    built && webRoot ? loadPrerendered(webRoot, extra, options.publicUrl) : new Map<string, Page>();
  const servedHtml = (path: string) => prerendered.get(normalizePath(path))?.html;

  app.get("/robots.txt", { schema: { hide: true } }, (_req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(options.publicUrl)),
  );
  const sitemap = sitemapXml(options.publicUrl, servedHtml);
  app.get("/sitemap.xml", { schema: { hide: true } }, (_req, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemap),
  );
  app.get("/sitemap", { schema: { hide: true } }, (_req, reply) =>
    reply.redirect("/sitemap.xml", 301),
  );

  if (!built || !webRoot) {
    app.log.warn({ webRoot }, "web app not built: serving the API only (run `npm run build`)");
    return undefined;
  }
  const fallback = loadPage(join(webRoot, FALLBACK_FILE), extra, options.publicUrl);

  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ["**/*.html", "**/*.gz", "**/*.br"],
    setHeaders(reply, path) {
      // The file sent may be the precompressed twin: its policy is the original's.
      const file = relative(webRoot, path).replace(/\.(br|gz)$/, "");
      // The service worker is checked for a new version on every visit (it names the assets).
      if (file === "sw.js") {
        // Its own policy: the worker fetches our files (to precache them), and nothing else.
        reply.header("content-security-policy", WORKER_POLICY);
        return void reply.header("cache-control", "no-cache");
      }
      reply.header(
        "cache-control",
        file.startsWith(`assets${sep}`) ? IMMUTABLE : "public, max-age=86400",
      );
    },
  });

  // Each prerendered page is a route of its own (with and without the trailing slash), so the
  // app's compression applies: it does not reach the not-found handler, and the landing's 41 KB
  // of HTML is 9 KB gzip, one round trip instead of three on a phone's connection (decision 0037).
  for (const [path, page] of prerendered) {
    for (const url of new Set([path, path === "/" ? path : `${path}/`])) {
      app.get(
        url,
        {
          schema: { hide: true },
          config: {
            rateLimit: false,
            rateLimitExemptBecause:
              "a page from memory, as cheap as a file (files are not counted)",
          },
        },
        (request, reply) => sendPage(request, reply, page, 200),
      );
    }
  }

  return {
    servePage(request, reply) {
      const path = normalizePath(request.url.split(/[?#]/)[0] ?? "/");
      if (path.startsWith("/api/") || path === "/api") return false;
      // A missing file (an old hashed asset, a typo'd image) is a plain 404, never an HTML page.
      if (extname(path) !== "") return false;
      return sendPage(request, reply, fallback, findWebRoute(path) ? 200 : 404);
    },
  };
}
