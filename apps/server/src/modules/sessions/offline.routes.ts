import { offlinePackQuery, offlinePackSchema, offlineSessionSchema } from "@cc/contracts/offline";
import { sessionResultSchema } from "@cc/contracts/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePremium, requireUser, signedIn } from "../../plugins/auth";
import type { SessionsService } from "./sessions.service";

/**
 * The pack carries answer keys for 150 questions: a few downloads a day are plenty for one
 * learner's devices, and the budget keeps it from being a way to copy the bank.
 */
const OFFLINE_RATE_LIMITS = {
  pack: { max: 10, timeWindow: "1 day" },
  record: { max: 120, timeWindow: "1 hour" },
} as const;

const security = [{ bearer: [] }];

/**
 * Offline practice (decision 0040-offline-practice). The pack needs a pass; recording a practice
 * made with it needs only sign-in, so answers made before a pass ran out are never lost.
 */
export const offlineRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/practice/offline-pack",
    {
      onRequest: [requirePremium],
      config: { rateLimit: OFFLINE_RATE_LIMITS.pack },
      schema: {
        tags: ["sessions"],
        summary: "A study pack for offline practice: questions with their keys and explanations",
        security,
        querystring: offlinePackQuery,
        response: { 200: offlinePackSchema },
      },
    },
    async (request) => ({
      data: await service.offlinePack(
        signedIn(request).id,
        request.query.transmission_type,
        request.locale,
      ),
    }),
  );

  app.post(
    "/api/v1/practice/offline-sessions",
    {
      onRequest: [requireUser],
      config: { rateLimit: OFFLINE_RATE_LIMITS.record },
      schema: {
        tags: ["sessions"],
        summary: "Record a practice made offline (once per client_id: a replay changes nothing)",
        security,
        body: offlineSessionSchema,
        response: { 200: sessionResultSchema },
      },
    },
    async (request) => ({
      data: await service.recordOffline(signedIn(request).id, request.locale, request.body),
    }),
  );
};
