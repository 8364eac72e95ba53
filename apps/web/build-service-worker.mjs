// Writes the service worker of the web build with Workbox (decision 0040-offline-practice): the
// app shell precached (hashed assets, prerendered pages, the single-page app's page), drawings
// cached as they are seen, the API never cached by the worker.
import { generateSW } from "workbox-build";

const root = process.argv[2];
if (!root) throw new Error("usage: build-service-worker.mjs <folder>");

// The server answers a prerendered page at its address ("/terms"), never at "terms/index.html",
// and the single-page app's page (the fallback file) at every app address, such as /practice.
const APP_SHELL = "/practice";
/** @param {string} url */
const pageAddress = (url) => {
  if (url === "__spa-fallback.html") return APP_SHELL;
  if (url === "index.html") return "/";
  if (url.endsWith("/index.html")) return `/${url.slice(0, -"/index.html".length)}`;
  return url;
};

const { count, size, warnings } = await generateSW({
  globDirectory: root,
  globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,woff2}"],
  globIgnores: ["sw.js"],
  swDest: `${root}/sw.js`,
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => ({ ...entry, url: pageAddress(entry.url) })),
      warnings: [],
    }),
  ],
  // Hashed file names change with their content: no need for a revision query.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  navigateFallback: APP_SHELL,
  navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
  runtimeCaching: [
    {
      urlPattern: ({ url }) => url.pathname.startsWith("/media/illustrations/"),
      handler: "CacheFirst",
      options: { cacheName: "drawings", expiration: { maxEntries: 600 } },
    },
  ],
  inlineWorkboxRuntime: true,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
  sourcemap: false,
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KiB`);
