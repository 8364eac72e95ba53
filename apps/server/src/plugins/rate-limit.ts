import { createHash } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
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

/**
 * A second budget for a route, keyed by a value of the validated body (e.g. the e-mail address a
 * login tries), on top of the route's per-address `config.rateLimit`. Use it as a `preHandler`,
 * where the body has been parsed and normalized. Values are hashed before they become counter
 * keys, so Redis never holds an address.
 */
export function limitPerBodyValue(
  app: FastifyInstance,
  options: {
    /** Names the budget (one per route and value). */
    name: string;
    max: number;
    timeWindow: string;
    value: (request: FastifyRequest) => string | undefined;
  },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => {
      const digest = createHash("sha256").update(options.value(request) ?? "");
      return `${options.name}:${digest.digest("base64url").slice(0, 22)}`;
    },
  });
  return async function limitPerBodyValueHook(request: FastifyRequest): Promise<void> {
    if (options.value(request) === undefined) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError("RATE_LIMITED");
  };
}
