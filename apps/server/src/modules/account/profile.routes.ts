import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  updateProfileSchema,
  verifyPasswordSchema,
} from "@cc/contracts/account";
import { messageResponseSchema } from "@cc/contracts/auth";
import { dataEnvelope } from "@cc/contracts/envelope";
import { userSchema } from "@cc/contracts/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { limitPerValue } from "../../plugins/rate-limit";
import type { AccountService } from "./account.service";
import type { ProfileService } from "./profile.service";

/** Budgets: a password check costs an argon2 hash; mails can be aimed at strangers. */
const PROFILE_RATE_LIMITS = {
  perAddress: { max: 30, timeWindow: "15 minutes" },
  passwordChecks: { max: 10, timeWindow: "15 minutes" },
  emailChanges: { max: 3, timeWindow: "1 hour" },
  exports: { max: 5, timeWindow: "1 hour" },
} as const;

/** The signed-in learner changing their own account. Every route acts on the token's owner only. */
export const profileRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  profile: ProfileService;
}> = async (app, { account, profile }) => {
  const perUser = (name: string, limit: { max: number; timeWindow: string }) =>
    limitPerValue(app, { name, ...limit, value: (request) => request.user?.id });
  // Per address here, per learner in each route's own budget below.
  const perAddress = {
    ...PROFILE_RATE_LIMITS.perAddress,
    keyGenerator: (request: { ip: string }) => request.ip,
  };
  const common = { onRequest: [requireUser], config: { rateLimit: perAddress } };

  app.patch(
    "/api/v1/user",
    {
      ...common,
      schema: {
        tags: ["account"],
        summary: "Change the learner's name or language",
        body: updateProfileSchema,
        response: { 200: dataEnvelope(userSchema) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await profile.update(user.id, request.body);
      return { data: await account.view(user.id) };
    },
  );

  app.post(
    "/api/v1/user/password",
    {
      ...common,
      preHandler: [perUser("password-change", PROFILE_RATE_LIMITS.passwordChecks)],
      schema: {
        tags: ["account"],
        summary: "Change the password (the current one is required); other sign-ins end",
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await profile.changePassword(signedIn(request), request.body);
      return { data: { message: request.t("account.password.changed") } };
    },
  );

  app.post(
    "/api/v1/user/verify-password",
    {
      ...common,
      preHandler: [perUser("password-verify", PROFILE_RATE_LIMITS.passwordChecks)],
      schema: {
        tags: ["account"],
        summary: "Check the password before the last step of account deletion",
        body: verifyPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await profile.verifyPassword(signedIn(request).id, request.body.password);
      return { data: { message: request.t("account.password.verified") } };
    },
  );

  app.post(
    "/api/v1/user/email",
    {
      ...common,
      preHandler: [perUser("email-change", PROFILE_RATE_LIMITS.emailChanges)],
      schema: {
        tags: ["account"],
        summary: "Mail a confirmation link to a new address; it becomes the account's when opened",
        body: changeEmailSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const email = await profile.requestEmailChange(signedIn(request).id, request.body);
      return reply
        .code(202)
        .send({ data: { message: request.t("account.email.linkSent", { email }) } });
    },
  );

  app.post(
    "/api/v1/user/email/confirm",
    {
      // The link may be opened on another device, signed out: the token alone proves it.
      config: { rateLimit: perAddress },
      schema: {
        tags: ["account"],
        summary: "Open the link mailed to the new address",
        body: confirmEmailSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await profile.confirmEmailChange(request.body.token);
      return { data: { message: request.t("account.email.changed") } };
    },
  );

  app.get(
    "/api/v1/user/export",
    {
      ...common,
      preHandler: [perUser("data-export", PROFILE_RATE_LIMITS.exports)],
      schema: {
        tags: ["account"],
        summary: "Everything kept about the learner, as a JSON download",
      },
    },
    async (request, reply) => {
      const data = await profile.exportData(signedIn(request).id);
      const day = data.exported_at.slice(0, 10);
      reply.header("content-disposition", `attachment; filename="codigo-certo-${day}.json"`);
      reply.header("cache-control", "no-store");
      return data;
    },
  );
};
