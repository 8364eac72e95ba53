import { questionsEndpoints as endpoints } from "@cc/contracts/endpoints/questions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePremium, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import type { Study } from "./study";

/**
 * Revealing answers by hand is a few a minute: a budget per learner well above that keeps the
 * bank's key from being pulled in bulk through this call.
 */
export const STUDY_RATE_LIMIT = { max: 60, timeWindow: "1 minute" } as const;

/** A found question's answer, for studying it (study.ts says whose and when). */
export const studyRoutes: FastifyPluginAsyncZod<{ study: Study }> = async (app, { study }) => {
  route(app, endpoints.answer, {
    onRequest: [requirePremium],
    config: { rateLimit: STUDY_RATE_LIMIT },
    handler: async (request) => ({
      data: await study.answer(signedIn(request).id, request.params.id, request.locale),
    }),
  });
};
