import { sessionsEndpoints as endpoints } from "@cc/contracts/endpoints/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePremium, requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import type { SessionsService } from "./sessions.service";

/**
 * The pack carries answer keys for 150 questions: a few downloads a day are plenty for one
 * learner's devices, and the budget keeps it from being a way to copy the bank.
 */
const OFFLINE_RATE_LIMITS = {
  pack: { max: 10, timeWindow: "1 day" },
  record: { max: 120, timeWindow: "1 hour" },
} as const;

/**
 * Offline practice (decision 0040-offline-practice). The pack needs a pass; recording a practice
 * made with it needs only sign-in, so answers made before a pass ran out are never lost.
 */
export const offlineRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  route(app, endpoints.offlinePack, {
    onRequest: [requirePremium],
    config: { rateLimit: OFFLINE_RATE_LIMITS.pack },
    handler: async (request) => ({
      data: await service.offlinePack(
        signedIn(request).id,
        request.query.transmission_type,
        request.locale,
      ),
    }),
  });

  route(app, endpoints.offlineRecord, {
    onRequest: [requireUser],
    config: { rateLimit: OFFLINE_RATE_LIMITS.record },
    handler: async (request) => ({
      data: await service.recordOffline(signedIn(request).id, request.locale, request.body),
    }),
  });
};
