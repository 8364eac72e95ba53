import type { Permission } from "@cc/contracts/permissions";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { CurrentUser } from "../core/current-user";
import { AppError } from "../core/errors";

declare module "fastify" {
  interface FastifyRequest {
    /** Set when the request carries a valid, unexpired bearer token; null otherwise. */
    user: CurrentUser | null;
  }
  interface FastifyInstance {
    /** Something outside a request changed this learner's account: look their tokens up again. */
    accountChanged(userId: string): void;
  }
}

const BEARER = /^Bearer\s+([\w-]{20,200})\s*$/i;

/**
 * Resolves `Authorization: Bearer <token>` into `request.user` before anything else runs, so the
 * guards below can answer 401/402/403 before a body is even read. A missing, unknown, expired or
 * revoked token simply leaves `request.user` null: public routes do not care, guarded ones refuse.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { authenticate: (token: string) => Promise<CurrentUser | null> },
  ) => {
    app.decorateRequest("user", null);
    app.addHook("onRequest", async (request) => {
      const header = request.headers.authorization;
      const token = header ? BEARER.exec(header)?.[1] : undefined;
      request.user = token ? await options.authenticate(token) : null;
    });
  },
  { name: "auth", dependencies: ["errors"] },
);

/*
 * Guards, used as route hooks: `onRequest: [requireUser]`, `onRequest: [requirePremium]`,
 * `onRequest: [requirePermission("admin_manage")]`. Each implies a signed-in user (401 first).
 * In the handler, `signedIn(request)` gives the user with its type narrowed.
 */

/** 401 unless the request carries a valid token. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  signedIn(request);
}

/** 402 (spec section 6) unless the learner's subscription is active. */
export async function requirePremium(request: FastifyRequest): Promise<void> {
  if (!signedIn(request).permissions.includes("access_premium")) {
    throw new AppError("SUBSCRIPTION_REQUIRED");
  }
}

/** 403 with `required_permission` unless the learner holds the permission. */
export function requirePermission(permission: Permission) {
  return async function requirePermissionHook(request: FastifyRequest): Promise<void> {
    if (!signedIn(request).permissions.includes(permission)) {
      throw new AppError("FORBIDDEN", { requiredPermission: permission });
    }
  };
}

/** The signed-in user of a guarded route; throws 401 when there is none. */
export function signedIn(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError("UNAUTHENTICATED");
  return request.user;
}
