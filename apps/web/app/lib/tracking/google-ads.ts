import { type Clock, waitFor } from "@cc/domain/consent/timing";
import type { TrackerAdapter, TrackerEvent } from "@cc/domain/consent/tracker";
import { deleteCookies, loadScript } from "./load-script";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    google_tag_manager?: unknown;
  }
}

/** Our event names to the ad tag's recommended events; anything else goes by its own name. */
const RECOMMENDED: Record<string, string> = {
  page_view: "page_view",
  registration: "sign_up",
  lead: "generate_lead",
  search: "search",
  purchase: "purchase",
  user_login: "User Login",
};

/** The ad tag (gtag.js): needs a conversion id (AW-) and a measurement id (G-), spec section 5. */
export function googleAds(
  config: { conversion_id: string; measurement_id: string; script_url: string },
  clock: Clock,
): TrackerAdapter {
  const sendTo = [config.conversion_id, config.measurement_id];
  return {
    name: "ads",
    configured: () =>
      config.conversion_id.startsWith("AW-") && config.measurement_id.startsWith("G-"),
    loadScript() {
      window.dataLayer ??= [];
      // gtag.js reads the arguments objects that its own snippet pushes, not arrays.
      window.gtag ??= function gtag() {
        // biome-ignore lint/complexity/noArguments: the tag's documented calling convention.
        window.dataLayer?.push(arguments);
      };
      const src = `${config.script_url}?id=${encodeURIComponent(config.measurement_id)}`;
      return loadScript(src, "tracker-ads");
    },
    async setUp() {
      // The base tag: gtag.js announces itself by defining google_tag_manager.
      const ready = await waitFor(clock, () => window.google_tag_manager !== undefined);
      if (ready) {
        window.gtag?.("js", new Date());
        for (const id of sendTo) window.gtag?.("config", id);
      }
      return ready;
    },
    send({ name, params }: TrackerEvent) {
      if (!window.gtag || window.google_tag_manager === undefined)
        throw new Error("tag not loaded");
      const { id, ...rest } = params;
      const extra = typeof id === "string" ? { transaction_id: id } : {};
      window.gtag("event", RECOMMENDED[name] ?? name, { ...rest, ...extra, send_to: sendTo });
    },
    clearCookies: () => deleteCookies(["_gcl_au", "_gcl_aw", "_ga", "_ga_*", "_gid"]),
  };
}
