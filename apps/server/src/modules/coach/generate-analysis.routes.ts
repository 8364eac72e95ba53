import { generatedAnalysisSchema } from "@cc/contracts/coach";
import { dataEnvelope, localeQuery } from "@cc/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import type { CoachService } from "./coach.service";

/**
 * The spec's generate-analysis call: the learner's whole picture now (readiness, its trend and
 * milestones, weak areas, study plan), computed afresh from their own answers. It reads the
 * signed-in learner only and stores nothing, so calling it twice is harmless.
 */
export const generateAnalysisRoutes: FastifyPluginAsyncZod<{ coach: CoachService }> = async (
  app,
  { coach },
) => {
  app.post(
    "/api/v1/ai/generate-analysis",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["coach"],
        summary: "The learner's analysis now: readiness, trend, weak areas and study plan",
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: { 200: dataEnvelope(generatedAnalysisSchema) },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      const [dashboard, insights] = await Promise.all([
        coach.dashboard(userId, request.locale),
        coach.insights(userId),
      ]);
      return {
        data: {
          readiness: dashboard.readiness,
          prediction: dashboard.prediction,
          weak_areas: dashboard.weak_areas,
          study_plan: insights.study_plan,
        },
      };
    },
  );
};
