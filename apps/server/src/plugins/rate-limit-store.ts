import { createRequire } from "node:module";
import type { Redis } from "ioredis";

// The plugin's own stores, composed below (it exports them only as files).
const require = createRequire(import.meta.url);
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreClass = new (...args: unknown[]) => Store;
const RedisStore: StoreClass = require("@fastify/rate-limit/store/RedisStore.js");
const LocalStore: StoreClass = require("@fastify/rate-limit/store/LocalStore.js");

/** How long a count may wait for Redis before this process counts it itself. */
const REDIS_COUNT_TIMEOUT_MS = 100;

/**
 * A rate-limit store that counts in Redis (shared by every process) while Redis answers, and in
 * this process's memory when it does not: not connected, or no answer within 100 ms. Limits thus
 * never switch off and never stall a request; they are only per process during an outage.
 */
export function fallbackStore(redis: Redis | undefined, nameSpace: string) {
  return class FallbackStore implements Store {
    readonly shared: Store | undefined;
    readonly local: Store;
    constructor(
      params: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      children?: { shared: Store | undefined; local: Store },
    ) {
      const { continueExceeding, exponentialBackoff } = params;
      this.shared =
        children?.shared ??
        (redis && new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace));
      this.local = children?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const { shared, local } = this;
      if (!shared || redis?.status !== "ready") {
        local.incr(key, callback, timeWindow, max);
        return;
      }
      let settled = false;
      const countHere = () => {
        if (settled) return;
        settled = true;
        local.incr(key, callback, timeWindow, max);
      };
      const timer = setTimeout(countHere, REDIS_COUNT_TIMEOUT_MS);
      shared.incr(
        key,
        (error, result) => {
          clearTimeout(timer);
          if (error || !result) return countHere();
          if (settled) return;
          settled = true;
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    /** Per-route stores (the plugin passes the route's merged options). */
    child(routeOptions: object): Store {
      return new FallbackStore(routeOptions as ConstructorParameters<typeof FallbackStore>[0], {
        shared: this.shared?.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  };
}
