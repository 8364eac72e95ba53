import { sessionsEndpoints } from "@cc/contracts/endpoints/sessions";
import type { TransmissionType } from "@cc/contracts/questions";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";
import { offlineStore, type PracticePack } from "./offline-store";

/** The worker's cache of drawings (scripts/build-service-worker.mjs names it the same). */
const DRAWINGS_CACHE = "drawings";

/**
 * Downloads a practice pack and keeps it on the device, with its drawings in the worker's cache
 * so that illustrated questions show offline too.
 */
export async function downloadPack(
  learner: string,
  transmission: TransmissionType,
): Promise<PracticePack> {
  const { data: pack } = await api.call(sessionsEndpoints.offlinePack, {
    query: { transmission_type: transmission },
  });
  await offlineStore.savePack(learner, pack);
  const drawings = [...new Set(pack.questions.flatMap((q) => q.image_url ?? []))];
  if ("caches" in window && drawings.length > 0) {
    await (await caches.open(DRAWINGS_CACHE)).addAll(drawings);
  }
  return pack;
}

let flushing: Promise<number> | undefined;

/**
 * Sends the practices made offline, oldest first, and answers how many are still waiting. A
 * practice leaves the outbox only once the server has answered for it: recorded (200, also for a
 * replay) or refused for good (4xx other than 401, 408 and 429). A network failure or a refused
 * sign-in keeps it for the next try, so nothing is lost and the server counts nothing twice.
 */
export function flushOutbox(learner: string): Promise<number> {
  flushing ??= (async () => {
    for (const practice of await offlineStore.outbox(learner)) {
      try {
        await api.call(sessionsEndpoints.offlineRecord, { body: practice });
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        const retry =
          status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
        if (retry) break;
      }
      await offlineStore.settle(learner, practice.client_id);
    }
    return (await offlineStore.outbox(learner)).length;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** Installs the service worker (production builds only; development serves changing files). */
export async function registerWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const { Workbox } = await import("workbox-window");
  await new Workbox("/sw.js").register();
}
