import type { CurrentUser } from "../../core/current-user";

/** Beyond this many signed-in tokens the oldest entries make room (memory stays bounded). */
const MAX_ENTRIES = 20_000;

interface Entry {
  user: CurrentUser;
  until: number;
}

/**
 * The learner behind each recently seen token, for a few seconds, so that a learner answering an
 * exam costs one token lookup per few seconds instead of one per request
 * (docs/decisions/0012-performance.md). Keyed by the token's digest; only known tokens are kept.
 * This process forgets a learner's tokens the moment their account changes here (logout, password
 * reset, deletion, an operator command run by this server; a subscription change made here must
 * call `forgetUser` too); with Redis, the other processes at once (shared-forgetting.ts);
 * without it, a change made by another process is seen within `ttlMs`.
 */
export function createTokenCache(ttlMs: number, clock: () => number = Date.now) {
  const byDigest = new Map<string, Entry>();
  const digestsByUser = new Map<string, Set<string>>();

  function forgetToken(digest: string) {
    const entry = byDigest.get(digest);
    if (!entry) return;
    byDigest.delete(digest);
    const digests = digestsByUser.get(entry.user.id);
    digests?.delete(digest);
    if (digests?.size === 0) digestsByUser.delete(entry.user.id);
  }

  return {
    get(digest: string): CurrentUser | undefined {
      const entry = byDigest.get(digest);
      if (!entry) return undefined;
      if (entry.until > clock()) return entry.user;
      forgetToken(digest);
      return undefined;
    },

    set(digest: string, user: CurrentUser) {
      if (ttlMs <= 0) return;
      forgetToken(digest);
      if (byDigest.size >= MAX_ENTRIES) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const oldest = byDigest.keys().next().value;
        if (oldest !== undefined) forgetToken(oldest);
      }
      byDigest.set(digest, { user, until: clock() + ttlMs });
      const digests = digestsByUser.get(user.id) ?? new Set<string>();
      digests.add(digest);
      digestsByUser.set(user.id, digests);
    },

    /** Every token of the learner is looked up again on its next request. */
    forgetUser(userId: string) {
      for (const digest of digestsByUser.get(userId) ?? []) byDigest.delete(digest);
      digestsByUser.delete(userId);
    },

    get size() {
      return byDigest.size;
    },
  };
}
export type TokenCache = ReturnType<typeof createTokenCache>;
