import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { AppError } from "./errors";

/**
 * Rate limits are opt-in per route (`config.rateLimit`). With Redis they are counted there, so every
 * process behind the load balancer shares the same budget; without it they live in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redis: Redis | undefined }) => {
    await app.register(rateLimit, {
      global: false,
      redis: options.redis,
      nameSpace: "cc:rl:",
      // A Redis outage must not lock learners out; the limit is simply not counted meanwhile.
      skipOnError: true,
      errorResponseBuilder: () => new AppError("RATE_LIMITED"),
    });
  },
  { name: "rate-limit", dependencies: ["errors"] },
);
