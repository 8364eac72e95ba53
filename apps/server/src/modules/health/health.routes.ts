import { dataEnvelope } from "@cc/contracts/envelope";
import { healthSchema } from "@cc/contracts/health";
import type { DatabaseHandle } from "@cc/db/database";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["operations"],
        summary: "Liveness and database check",
        response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping().then(
        () => true,
        () => false,
      );
      const data = {
        status: reachable ? ("ok" as const) : ("degraded" as const),
        database: reachable ? ("ok" as const) : ("unreachable" as const),
        engine: database.engine,
        uptime_seconds: Math.round(process.uptime()),
      };
      return reply.code(reachable ? 200 : 503).send({ data });
    },
  );
};
