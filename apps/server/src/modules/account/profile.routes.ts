import { accountEndpoints as endpoints } from "@cc/contracts/endpoints/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
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

  route(app, endpoints.updateProfile, {
    ...common,
    handler: async (request) => {
      const user = signedIn(request);
      await profile.update(user.id, request.body);
      return { data: await account.view(user.id) };
    },
  });

  route(app, endpoints.changePassword, {
    ...common,
    preHandler: [perUser("password-change", PROFILE_RATE_LIMITS.passwordChecks)],
    handler: async (request) => {
      await profile.changePassword(signedIn(request), request.body);
      return { data: { message: request.t("account.password.changed") } };
    },
  });

  route(app, endpoints.verifyPassword, {
    ...common,
    preHandler: [perUser("password-verify", PROFILE_RATE_LIMITS.passwordChecks)],
    handler: async (request) => {
      await profile.verifyPassword(signedIn(request).id, request.body.password);
      return { data: { message: request.t("account.password.verified") } };
    },
  });

  route(app, endpoints.changeEmail, {
    ...common,
    preHandler: [perUser("email-change", PROFILE_RATE_LIMITS.emailChanges)],
    handler: async (request, reply) => {
      const email = await profile.requestEmailChange(signedIn(request).id, request.body);
      return reply
        .code(202)
        .send({ data: { message: request.t("account.email.linkSent", { email }) } });
    },
  });

  route(app, endpoints.confirmEmail, {
    // The link may be opened on another device, signed out: the token alone proves it.
    config: { rateLimit: perAddress },
    handler: async (request) => {
      await profile.confirmEmailChange(request.body.token);
      return { data: { message: request.t("account.email.changed") } };
    },
  });

  route(app, endpoints.exportData, {
    ...common,
    preHandler: [perUser("data-export", PROFILE_RATE_LIMITS.exports)],
    handler: async (request, reply) => {
      const data = await profile.exportData(signedIn(request).id);
      const day = data.exported_at.slice(0, 10);
      reply.header("content-disposition", `attachment; filename="codigo-certo-${day}.json"`);
      reply.header("cache-control", "no-store");
      return data;
    },
  });
};
