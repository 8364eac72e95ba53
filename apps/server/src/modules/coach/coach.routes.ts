import { coachEndpoints as endpoints } from "@cc/contracts/endpoints/coach";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import type { CoachService } from "./coach.service";

/**
 * The coach's reads. Each is about the signed-in learner only: no route takes a learner id, so
 * another learner's figures cannot be asked for.
 */
export const coachRoutes: FastifyPluginAsyncZod<{ coach: CoachService }> = async (
  app,
  { coach },
) => {
  route(app, endpoints.dashboard, {
    onRequest: [requireUser],
    handler: async (request) => ({
      data: await coach.dashboard(signedIn(request).id, request.locale, request.query.range),
    }),
  });

  route(app, endpoints.insights, {
    onRequest: [requireUser],
    handler: async (request) => ({ data: await coach.insights(signedIn(request).id) }),
  });

  route(app, endpoints.recommendations, {
    onRequest: [requireUser],
    handler: async (request) => ({ data: await coach.recommendations(signedIn(request).id) }),
  });
};
