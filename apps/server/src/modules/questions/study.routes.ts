import { dataEnvelope, localeQuery } from "@cc/contracts/envelope";
import { questionAnswerSchema, questionParams } from "@cc/contracts/questions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePremium, signedIn } from "../../plugins/auth";
import type { Study } from "./study";

/**
 * Revealing answers by hand is a few a minute: a budget per learner well above that keeps the
 * bank's key from being pulled in bulk through this call.
 */
export const STUDY_RATE_LIMIT = { max: 60, timeWindow: "1 minute" } as const;

/** A found question's answer, for studying it (study.ts says whose and when). */
export const studyRoutes: FastifyPluginAsyncZod<{ study: Study }> = async (app, { study }) => {
  app.get(
    "/api/v1/questions/:id/answer",
    {
      onRequest: [requirePremium],
      config: { rateLimit: STUDY_RATE_LIMIT },
      schema: {
        tags: ["questions"],
        summary:
          "A question's answer, explanation and cited article, for studying it (403 while it is in one of the learner's running sessions)",
        security: [{ bearer: [] }],
        params: questionParams,
        querystring: localeQuery,
        response: { 200: dataEnvelope(questionAnswerSchema) },
      },
    },
    async (request) => ({
      data: await study.answer(signedIn(request).id, request.params.id, request.locale),
    }),
  );
};
