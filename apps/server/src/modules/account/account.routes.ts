import { deleteAccountSchema, messageResponseSchema } from "@cc/contracts/auth";
import { dataEnvelope } from "@cc/contracts/envelope";
import { userSchema } from "@cc/contracts/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { limitPerValue } from "../../plugins/rate-limit";
import { AUTH_RATE_LIMITS } from "../auth/auth.rate-limits";
import type { AccountService } from "./account.service";

/** The signed-in learner's own account (spec section 7, "User"). Every route acts on the token's owner only. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  app.get(
    "/api/v1/user",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["account"],
        summary: "The signed-in learner, with subscription and permissions",
        response: { 200: dataEnvelope(userSchema) },
      },
    },
    async (request) => ({ data: await account.view(signedIn(request).id) }),
  );

  app.post(
    "/api/v1/user/reset-progress",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["account"],
        summary: "Erase the learning history (the account and subscription stay)",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await account.resetProgress(signedIn(request).id);
      return { data: { message: request.t("account.progress.resetDone") } };
    },
  );

  app.post(
    "/api/v1/user/request-deletion",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["account"],
        summary: "Record that the learner asked for their account to be deleted",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await account.requestDeletion(signedIn(request).id);
      return { data: { message: request.t("account.deletion.requested") } };
    },
  );

  // The password check is an argon2 hash: a guess costs CPU, so it is budgeted per learner (a
  // stolen token) and per address (many tokens from one place).
  const limits = AUTH_RATE_LIMITS.deleteAccount;
  app.delete(
    "/api/v1/user/delete-account",
    {
      onRequest: [requireUser],
      config: { rateLimit: { ...limits.perAddress, keyGenerator: (request) => request.ip } },
      preHandler: [
        limitPerValue(app, {
          name: "deleteAccount-user",
          ...limits.perUser,
          value: (request) => request.user?.id,
        }),
      ],
      schema: {
        tags: ["account"],
        summary: "Delete the account and all the learner's data",
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await account.deleteAccount(signedIn(request).id, request.body.password);
      // Why learners leave is worth knowing; who left is not kept.
      if (request.body.reason) request.log.info({ reason: request.body.reason }, "account deleted");
      return { data: { message: request.t("account.deletion.done") } };
    },
  );
};
