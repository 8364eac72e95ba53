import { WEB_ROUTES } from "@cc/contracts/web-routes";
import type { Config } from "@react-router/dev/config";

// A single-page app (no runtime server rendering) whose public pages are rendered to real HTML at
// build time for search engines and a fast first paint (docs/decisions/0004-web-rendering.md).
export default {
  ssr: false,
  // Opt in to the next major's behaviour now, so upgrading changes nothing.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: WEB_ROUTES.filter((route) => route.prerender).map((route) => route.path),
} satisfies Config;
