import { sessionsEndpoints as endpoints } from "@cc/contracts/endpoints/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import type { SessionsService } from "./sessions.service";

/** What a learner reads back: history, one session or its review, the record per category. */
export const reviewRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  const member = { onRequest: [requireUser] };

  for (const kind of Object.keys(endpoints.history) as (keyof typeof endpoints.history)[]) {
    route(app, endpoints.history[kind], {
      ...member,
      handler: async (request) =>
        service.history(signedIn(request).id, kind, request.query.page, request.query.per_page),
    });
  }

  for (const reviewOnly of [false, true]) {
    route(app, reviewOnly ? endpoints.review : endpoints.detail, {
      ...member,
      handler: async (request) => ({
        data: await service.detail(
          signedIn(request).id,
          request.params.id,
          request.locale,
          reviewOnly,
        ),
      }),
    });
  }

  route(app, endpoints.categoryStatistics, {
    ...member,
    handler: async (request) => ({ data: await service.categoryStatistics(signedIn(request).id) }),
  });
};
