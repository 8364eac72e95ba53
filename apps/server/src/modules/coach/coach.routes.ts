import { coachDashboardSchema } from "@cc/contracts/coach";
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
        querystring: localeQuery,
        response: { 200: dataEnvelope(coachDashboardSchema) },
      },
    },
    async (request) => ({ data: await coach.dashboard(signedIn(request).id) }),
  );
};
