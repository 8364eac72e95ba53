import { createHash } from "node:crypto";
import { extname } from "node:path";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { AppError } from "../core/errors";
import { fallbackStore } from "./rate-limit-store";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Required with `rateLimit: false`: why this route may be called without limit. */
    rateLimitExemptBecause?: string;
  }
}

/**
 * A file outside the API (the app's scripts and styles, icons, drawings): one page load fetches
 * dozens and an offline pack 150 drawings, and sending a file costs nothing a per-learner budget
 * would protect, so files are never counted (a flood is the proxy's to stop, not the app's).
 */
function isFileRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url.split(/[?#]/)[0] ?? "";
  return !path.startsWith("/api/") && extname(path) !== "";
}

/**
 * Every route is limited: by default to `perMinute` requests a minute for each signed-in learner
 * (or, for guests, each address), shared across the routes without a budget of their own. A route
 * sets its own with `config.rateLimit`, or turns it off with `rateLimit: false` and a reason in
 * `rateLimitExemptBecause` (the app refuses to start otherwise). Counts live in Redis when it is
 * configured and answers, so every process shares them; see fallbackStore for when it does not.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redis: Redis | undefined; perMinute: number }) => {
    app.addHook("onRoute", (route) => {
      if (route.config?.rateLimit === false && !route.config.rateLimitExemptBecause) {
        throw new Error(
          `${route.method} ${route.url}: rateLimit false needs rateLimitExemptBecause`,
        );
      }
      // The limiter pushes its hook into the route's own onRequest array. A route declared with
      // an array shared between registrations (a module-level options object) would otherwise
      // collect the limiter of every app built in this process, and enforce another app's budget.
      if (Array.isArray(route.onRequest)) route.onRequest = [...route.onRequest];
    });
    await app.register(rateLimit, {
      global: true,
      max: options.perMinute,
      timeWindow: "1 minute",
      store: fallbackStore(options.redis, "cc:rl:"),
      keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
      allowList: (request) => isFileRequest(request),
      errorResponseBuilder: () => new AppError("RATE_LIMITED"),
    });
  },
  { name: "rate-limit", dependencies: ["errors"] },
);

/**
 * A second budget for a route, keyed by a value of the request (the e-mail address a login tries,
 * the signed-in learner), on top of the route's `config.rateLimit`. Use it as a `preHandler`, where
 * the body has been parsed and normalized. Values are hashed before they become counter keys, so
 * Redis never holds an address. A refusal carries `Retry-After` like the route's own limit.
 */
export function limitPerValue(
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
  return async function limitPerValueHook(request: FastifyRequest): Promise<void> {
    if (options.value(request) === undefined) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError("RATE_LIMITED", { retryAfterSeconds: Math.max(1, result.ttlInSeconds) });
    }
  };
}
