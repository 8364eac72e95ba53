import { sessionsEndpoints as endpoints } from "@cc/contracts/endpoints/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import type { AnswersInput, SessionsService } from "./sessions.service";
import { TRIAL_RATE_LIMITS } from "./start.routes";

/** A body's answers (and times spent) as the service takes them: maps by question id. */
const answersInput = (body: {
  answers?: Record<string, string> | undefined;
  time_ms?: Record<string, number> | undefined;
}): AnswersInput => ({
  answers: new Map(Object.entries(body.answers ?? {})),
  timeMs: body.time_ms ? new Map(Object.entries(body.time_ms)) : undefined,
});

/** Submits: each mode at its own endpoint, the trial's open to anyone holding its id. */
export const submitRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  for (const type of Object.keys(endpoints.submit) as (keyof typeof endpoints.submit)[]) {
    route(app, endpoints.submit[type], {
      onRequest: [requireUser],
      handler: async (request) => ({
        data: await service.submit(
          type,
          signedIn(request).id,
          request.body.session_id,
          answersInput(request.body),
        ),
      }),
    });
  }

  route(app, endpoints.trialSubmit, {
    config: { rateLimit: TRIAL_RATE_LIMITS.submit },
    handler: async (request) => ({
      data: await service.submit(
        "trial",
        request.user?.id ?? null,
        request.body.session_id,
        answersInput(request.body),
      ),
    }),
  });
};

/** Answers saved while a session runs, and leaving it early. */
export const answerRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  route(app, endpoints.saveAnswers, {
    onRequest: [requireUser],
    handler: async (request) => ({
      data: await service.saveAnswers(
        signedIn(request).id,
        request.params.id,
        answersInput(request.body),
      ),
    }),
  });

  route(app, endpoints.exit, {
    onRequest: [requireUser],
    handler: async (request) => ({
      data: await service.exit(
        signedIn(request).id,
        request.params.id,
        request.body ? answersInput(request.body) : undefined,
      ),
    }),
  });
};
