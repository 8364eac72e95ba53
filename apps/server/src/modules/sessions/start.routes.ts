import { sessionsEndpoints as endpoints } from "@cc/contracts/endpoints/sessions";
import type { TransmissionType } from "@cc/contracts/questions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePremium, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import type { SessionsService } from "./sessions.service";

/**
 * The trial is open to anyone: a budget per address keeps it from being a free scraper of the
 * bank (a classroom behind one address still gets a start each for a good while).
 */
export const TRIAL_RATE_LIMITS = {
  start: { max: 30, timeWindow: "1 hour" },
  submit: { max: 60, timeWindow: "1 hour" },
} as const;

/** The setup fields a start body may carry; each mode's contract allows a subset of them. */
interface PracticeSetup {
  transmission_type: TransmissionType;
  question_count?: number | undefined;
  difficulty?: string | undefined;
  category_id?: string | undefined;
  never_repeat_questions?: boolean | undefined;
}

/**
 * Starts: a subscription is needed, except for the trial. Each answer is written by the route's
 * contract, so a start carries nothing the contract does not declare (never the answer key).
 */
export const startRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  for (const type of Object.keys(endpoints.start) as (keyof typeof endpoints.start)[]) {
    route(app, endpoints.start[type], {
      onRequest: [requirePremium],
      handler: async (request, reply) => {
        const body: PracticeSetup = request.body;
        const data = await service.start({
          type,
          userId: signedIn(request).id,
          transmission: body.transmission_type,
          locale: request.locale,
          questionCount: body.question_count,
          difficulty: body.difficulty,
          categoryId: body.category_id,
          neverRepeat: body.never_repeat_questions,
        });
        return reply.code(201).send({ data });
      },
    });
  }

  route(app, endpoints.trialStart, {
    config: { rateLimit: TRIAL_RATE_LIMITS.start },
    handler: async (request, reply) => {
      const data = await service.startTrial({
        userId: request.user?.id ?? null,
        transmission: request.body.transmission_type_v1,
        locale: request.body.locale ?? request.locale,
      });
      return reply.code(201).send({ data });
    },
  });
};
