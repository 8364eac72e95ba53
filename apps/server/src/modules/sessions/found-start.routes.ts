import { sessionsEndpoints as endpoints } from "@cc/contracts/endpoints/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePremium, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import type { SessionsService } from "./sessions.service";

/**
 * "Practise these": a quick practice of the questions a learner found in the browser. The same
 * pass and the same pool as the browser; like every start, it carries no answer key.
 */
export const foundStartRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  route(app, endpoints.foundStart, {
    onRequest: [requirePremium],
    handler: async (request, reply) => {
      const data = await service.start({
        type: "quickPractice",
        userId: signedIn(request).id,
        transmission: request.body.transmission_type,
        locale: request.locale,
        chosen: request.body.question_ids,
      });
      return reply.code(201).send({ data });
    },
  });
};
