import { type Clock, waitFor } from "@cc/domain/consent/timing";
import type { TrackerAdapter, TrackerEvent } from "@cc/domain/consent/tracker";
import { deleteCookies, loadScript } from "./load-script";

type Fbq = ((...args: unknown[]) => void) & { callMethod?: unknown; queue?: unknown[][] };
declare global {
  interface Window {
    fbq?: Fbq;
  }
}

/** Our event names to the pixel's standard events; anything else is a custom event. */
const STANDARD: Record<string, string> = {
  page_view: "PageView",
  registration: "CompleteRegistration",
  lead: "Lead",
  search: "Search",
  subscribe: "Subscribe",
  purchase: "Purchase",
};
const CUSTOM: Record<string, string> = {
  practice_start: "PracticeStart",
  exam_attempt: "ExamAttempt",
  trial_completed: "TrialCompleted",
  practice_engagement: "PracticeEngagement",
  user_login: "User Login",
};

/** The ad pixel: a call queue until the provider's script takes it over, as its own snippet does. */
export function metaPixel(
  config: { id: string; script_url: string },
  clock: Clock,
): TrackerAdapter {
  return {
    name: "pixel",
    configured: () => /^\d+$/.test(config.id),
    loadScript() {
      if (!window.fbq) {
        const queue: unknown[][] = [];
        const fbq: Fbq = (...args) => void queue.push(args);
        fbq.queue = queue;
        window.fbq = fbq;
      }
      return loadScript(config.script_url, "tracker-pixel");
    },
    async setUp() {
      const ready = await waitFor(clock, () => typeof window.fbq?.callMethod === "function");
      if (ready) window.fbq?.("init", config.id);
      return ready;
    },
    send({ name, params }: TrackerEvent) {
      const fbq = window.fbq;
      if (!fbq) throw new Error("pixel not loaded");
      const standard = STANDARD[name];
      const options = typeof params.id === "string" ? { eventID: params.id } : undefined;
      if (standard) fbq("track", standard, params, options);
      else fbq("trackCustom", CUSTOM[name] ?? name, params, options);
    },
    clearCookies: () => deleteCookies(["_fbp", "_fbc"]),
  };
}
