import { normalizeEmail } from "@cc/contracts/auth";
import { authEndpoints as endpoints } from "@cc/contracts/endpoints/auth";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import { limitPerValue } from "../../plugins/rate-limit";
import type { AccountService } from "../account/account.service";
import { AUTH_RATE_LIMITS } from "./auth.rate-limits";
import type { AuthService } from "./auth.service";

const emailOfBody = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? normalizeEmail(email) : undefined;
};

/**
 * Sign-in routes of spec section 7 (`/api/login`, `/api/register`, ...), outside /v1 as the spec
 * has them. Login and register answer `{ user, token }`; the others confirm with a message.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  account: AccountService;
  googleEnabled: boolean;
}> = async (app, { auth, account, googleEnabled }) => {
  const perEmail = (
    name: keyof typeof AUTH_RATE_LIMITS,
    limit: { max: number; timeWindow: string },
  ) => limitPerValue(app, { name: `${name}-email`, ...limit, value: emailOfBody });
  const perEmailAndAddress = limitPerValue(app, {
    name: "login-email-address",
    ...AUTH_RATE_LIMITS.login.perEmailAndAddress,
    value: (request) => {
      const email = emailOfBody(request);
      return email === undefined ? undefined : `${email} ${request.ip}`;
    },
  });

  // Spec section 7: credentialed calls first fetch a CSRF cookie. Bearer tokens need none (a
  // browser never attaches them by itself), so this only answers the way the client expects.
  route(app, endpoints.csrfCookie, {
    config: { rateLimit: false, rateLimitExemptBecause: "answers 204 without any work" },
    handler: async (_request, reply) => reply.code(204).send(),
  });

  route(app, endpoints.providers, {
    handler: async () => ({ data: { google: googleEnabled } }),
  });

  route(app, endpoints.register, {
    config: { rateLimit: AUTH_RATE_LIMITS.register.perAddress },
    preHandler: [perEmail("register", AUTH_RATE_LIMITS.register.perEmail)],
    handler: async (request, reply) => {
      const { userId, token } = await auth.register(request.body, request.locale);
      return reply.code(201).send({ user: await account.view(userId), token });
    },
  });

  route(app, endpoints.login, {
    config: { rateLimit: AUTH_RATE_LIMITS.login.perAddress },
    preHandler: [perEmailAndAddress],
    handler: async (request) => {
      const { userId, token } = await auth.login(
        request.body,
        request.locale,
        request.query.locale_chosen === "true",
      );
      return { user: await account.view(userId), token };
    },
  });

  route(app, endpoints.logout, {
    onRequest: [requireUser],
    handler: async (request) => {
      await auth.logout(signedIn(request));
      return { data: { message: request.t("account.logout.done") } };
    },
  });

  route(app, endpoints.forgotPassword, {
    config: { rateLimit: AUTH_RATE_LIMITS.forgotPassword.perAddress },
    preHandler: [perEmail("forgotPassword", AUTH_RATE_LIMITS.forgotPassword.perEmail)],
    handler: async (request) => {
      await auth.forgotPassword(request.body.email, request.locale);
      return { data: { message: request.t("account.password.linkSent") } };
    },
  });

  route(app, endpoints.resetPassword, {
    config: { rateLimit: AUTH_RATE_LIMITS.resetPassword.perAddress },
    preHandler: [perEmail("resetPassword", AUTH_RATE_LIMITS.resetPassword.perEmail)],
    handler: async (request) => {
      await auth.resetPassword(request.body);
      return { data: { message: request.t("account.password.resetDone") } };
    },
  });
};
