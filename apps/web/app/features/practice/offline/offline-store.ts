import type { OfflineSession, offlinePackSchema } from "@cc/contracts/offline";
import { get, set, update } from "idb-keyval";
import type { z } from "zod";

export type PracticePack = z.infer<typeof offlinePackSchema>["data"];

// Per learner: another learner signing in on this device never sees or sends these.
const packKey = (learner: string) => `practice-pack:${learner}`;
const outboxKey = (learner: string) => `offline-outbox:${learner}`;

/**
 * What offline practice keeps on the device, in IndexedDB: the last downloaded pack, and the
 * practices made offline that the server has not recorded yet (the outbox).
 */
export const offlineStore = {
  pack: (learner: string): Promise<PracticePack | undefined> => get(packKey(learner)),
  savePack: (learner: string, pack: PracticePack) => set(packKey(learner), pack),

  outbox: async (learner: string): Promise<OfflineSession[]> =>
    (await get<OfflineSession[]>(outboxKey(learner))) ?? [],
  /** Queues a finished practice; one client id is queued once. */
  enqueue: (learner: string, practice: OfflineSession) =>
    update<OfflineSession[]>(outboxKey(learner), (queued = []) =>
      queued.some((q) => q.client_id === practice.client_id) ? queued : [...queued, practice],
    ),
  /** Takes a practice out of the outbox once the server has answered for it. */
  settle: (learner: string, clientId: string) =>
    update<OfflineSession[]>(outboxKey(learner), (queued = []) =>
      queued.filter((q) => q.client_id !== clientId),
    ),
};
