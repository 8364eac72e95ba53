import { coachEndpoints as endpoints } from "@cc/contracts/endpoints/coach";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
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
  route(app, endpoints.generateAnalysis, {
    onRequest: [requireUser],
    handler: async (request) => {
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
  });
};
