import { accountEndpoints as endpoints } from "@cc/contracts/endpoints/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import { limitPerValue } from "../../plugins/rate-limit";
import { AUTH_RATE_LIMITS } from "../auth/auth.rate-limits";
import type { AccountService } from "./account.service";

/** The signed-in learner's own account (spec section 7, "User"). Every route acts on the token's owner only. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  route(app, endpoints.user, {
    onRequest: [requireUser],
    handler: async (request) => ({ data: await account.view(signedIn(request).id) }),
  });

  route(app, endpoints.resetProgress, {
    onRequest: [requireUser],
    handler: async (request) => {
      await account.resetProgress(signedIn(request).id);
      return { data: { message: request.t("account.progress.resetDone") } };
    },
  });

  route(app, endpoints.requestDeletion, {
    onRequest: [requireUser],
    handler: async (request) => {
      await account.requestDeletion(signedIn(request).id);
      return { data: { message: request.t("account.deletion.requested") } };
    },
  });

  // The password check is an argon2 hash: a guess costs CPU, so it is budgeted per learner (a
  // stolen token) and per address (many tokens from one place).
  const limits = AUTH_RATE_LIMITS.deleteAccount;
  route(app, endpoints.deleteAccount, {
    onRequest: [requireUser],
    config: { rateLimit: { ...limits.perAddress, keyGenerator: (request) => request.ip } },
    preHandler: [
      limitPerValue(app, {
        name: "deleteAccount-user",
        ...limits.perUser,
        value: (request) => request.user?.id,
      }),
    ],
    handler: async (request) => {
      await account.deleteAccount(signedIn(request).id, request.body.password);
      // Why learners leave is worth knowing; who left is not kept.
      if (request.body.reason) request.log.info({ reason: request.body.reason }, "account deleted");
      return { data: { message: request.t("account.deletion.done") } };
    },
  });
};
