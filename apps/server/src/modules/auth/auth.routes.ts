import {
  authProvidersSchema,
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  normalizeEmail,
  registerSchema,
  resetPasswordSchema,
} from "@cc/contracts/auth";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
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
  app.get(
    "/sanctum/csrf-cookie",
    {
      config: { rateLimit: false, rateLimitExemptBecause: "answers 204 without any work" },
      schema: { tags: ["auth"], summary: "CSRF cookie (no-op with bearer tokens)" },
    },
    async (_request, reply) => reply.code(204).send(),
  );

  app.get(
    "/api/v1/auth/providers",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign-in providers the web app may offer",
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({ data: { google: googleEnabled } }),
  );

  app.post(
    "/api/register",
    {
      config: { rateLimit: AUTH_RATE_LIMITS.register.perAddress },
      preHandler: [perEmail("register", AUTH_RATE_LIMITS.register.perEmail)],
      schema: {
        tags: ["auth"],
        summary: "Create an account and sign in",
        body: registerSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, token } = await auth.register(request.body, request.locale);
      return reply.code(201).send({ user: await account.view(userId), token });
    },
  );

  app.post(
    "/api/login",
    {
      config: { rateLimit: AUTH_RATE_LIMITS.login.perAddress },
      preHandler: [perEmailAndAddress],
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password",
        body: loginSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const { userId, token } = await auth.login(request.body, request.locale);
      return { user: await account.view(userId), token };
    },
  );

  app.post(
    "/api/logout",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["auth"],
        summary: "Revoke the token of this request",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(signedIn(request));
      return { data: { message: request.t("account.logout.done") } };
    },
  );

  app.post(
    "/api/forgot-password",
    {
      config: { rateLimit: AUTH_RATE_LIMITS.forgotPassword.perAddress },
      preHandler: [perEmail("forgotPassword", AUTH_RATE_LIMITS.forgotPassword.perEmail)],
      schema: {
        tags: ["auth"],
        summary: "Mail a password reset link (same answer for every address)",
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email, request.locale);
      return { data: { message: request.t("account.password.linkSent") } };
    },
  );

  app.post(
    "/api/reset-password",
    {
      config: { rateLimit: AUTH_RATE_LIMITS.resetPassword.perAddress },
      preHandler: [perEmail("resetPassword", AUTH_RATE_LIMITS.resetPassword.perEmail)],
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a mailed link",
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { data: { message: request.t("account.password.resetDone") } };
    },
  );
};
