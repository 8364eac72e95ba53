import type { Redis } from "ioredis";
import type { TokenCache } from "./token-cache";

/** The channel every process listens on; each message is a learner's id. */
const CHANNEL = "cc:forget-sign-ins";

/**
 * Ends a learner's cached sign-ins in every process at once, not within `TOKEN_CACHE_SECONDS`:
 * `forgetUser` forgets here and publishes the learner's id on Redis, and each process forgets
 * what it hears (an account deleted, a password changed, a pass granted on another process). While
 * Redis cannot be reached, the others forget when their entries expire, as without Redis.
 */
export function shareForgetting(cache: TokenCache, redis: Redis) {
  const listener = redis.duplicate();
  listener.on("error", () => {}); // reported by /api/health, as for the main client
  listener.on("message", (_channel: string, userId: string) => cache.forgetUser(userId));
  // Without an offline queue a command fails until the connection is ready: subscribe then
  // (again after each reconnection).
  listener.on("ready", () => void listener.subscribe(CHANNEL).catch(() => {}));
  return {
    forgetUser(userId: string) {
      cache.forgetUser(userId);
      redis.publish(CHANNEL, userId).catch(() => {});
    },
    close: () => listener.disconnect(),
  };
}
