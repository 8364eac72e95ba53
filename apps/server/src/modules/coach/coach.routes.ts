import {
  coachDashboardSchema,
  coachInsightsSchema,
  coachRecommendationsSchema,
  dashboardQuery,
  recommendationsQuery,
} from "@cc/contracts/coach";
import { dataEnvelope, localeQuery } from "@cc/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import type { CoachService } from "./coach.service";

/**
 * The coach's reads. Each is about the signed-in learner only: no route takes a learner id, so
 * another learner's figures cannot be asked for.
 */
export const coachRoutes: FastifyPluginAsyncZod<{ coach: CoachService }> = async (
  app,
  { coach },
) => {
  app.get(
    "/api/v1/ai/dashboard",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["coach"],
        summary: "Readiness, its trend, weak areas and the performance overview",
        security: [{ bearer: [] }],
        querystring: dashboardQuery,
        response: { 200: dataEnvelope(coachDashboardSchema) },
      },
    },
    async (request) => ({
      data: await coach.dashboard(signedIn(request).id, request.locale, request.query.range),
    }),
  );

  app.get(
    "/api/v1/ai/insights",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["coach"],
        summary: "Readiness and the study plan",
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: { 200: dataEnvelope(coachInsightsSchema) },
      },
    },
    async (request) => ({ data: await coach.insights(signedIn(request).id) }),
  );

  app.get(
    "/api/v1/ai/recommendations",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["coach"],
        summary: "The study plan",
        security: [{ bearer: [] }],
        querystring: recommendationsQuery,
        response: { 200: dataEnvelope(coachRecommendationsSchema) },
      },
    },
    async (request) => ({ data: await coach.recommendations(signedIn(request).id) }),
  );
};
