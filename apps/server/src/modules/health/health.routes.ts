import { healthEndpoints as endpoints } from "@cc/contracts/endpoints/health";
import type { DatabaseHandle } from "@cc/db/database";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../plugins/database-errors";
import { route } from "../../plugins/endpoint-route";

/** How long the health check waits for Redis before calling it degraded. */
const REDIS_PING_MS = 200;

async function redisStatus(redis: Redis | undefined) {
  if (!redis) return "not_configured" as const;
  if (redis.status !== "ready") return "degraded" as const;
  const pong = await Promise.race([
    redis.ping().catch(() => "failed"),
    new Promise((resolve) => setTimeout(resolve, REDIS_PING_MS, "timeout")),
  ]);
  return pong === "PONG" ? ("ok" as const) : ("degraded" as const);
}

/**
 * GET /api/health: 200 while the database answers (503 otherwise, with Retry-After), and why:
 * the database and Redis each get a status. Without Redis the app still serves, with rate limits
 * counted per process, so a degraded Redis makes the status "degraded" but not a 503.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  redis: Redis | undefined;
}> = async (app, { database, redis }) => {
  route(app, endpoints.health, {
    // Probes from the load balancer and the container runtime must always get an answer.
    config: { rateLimit: false, rateLimitExemptBecause: "health probes" },
    handler: async (_request, reply) => {
      const [reachable, redisState] = await Promise.all([
        database.ping().then(
          () => true,
          () => false,
        ),
        redisStatus(redis),
      ]);
      const data = {
        status: reachable && redisState !== "degraded" ? ("ok" as const) : ("degraded" as const),
        database: reachable ? ("ok" as const) : ("unreachable" as const),
        redis: redisState,
        engine: database.engine,
        uptime_seconds: Math.round(process.uptime()),
      };
      if (!reachable) reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(reachable ? 200 : 503).send({ data });
    },
  });
};
