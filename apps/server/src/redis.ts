import { Redis } from "ioredis";

/**
 * The Redis client of a server process. It reconnects by itself after an outage; meanwhile rate
 * limits count in the process (plugins/rate-limit-store.ts), so commands must fail at once rather
 * than queue: no offline queue, one try per command.
 */
export function connectRedis(url: string, options: { keyPrefix?: string } = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    ...options,
  });
  redis.on("error", () => {}); // reported by /api/health, not by a log line per retry
  return redis;
}
