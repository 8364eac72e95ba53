import { dataEnvelope } from "@cc/contracts/envelope";
import { trackingConfigSchema } from "@cc/contracts/tracking";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";

/**
 * GET /api/v1/tracking/config: which advertising trackers the operator configured. Public and the
 * same for everyone; the browser still loads nothing until the visitor allows marketing cookies.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: Config["tracking"] }> = async (
  app,
  { tracking },
) => {
  const data = {
    pixel: tracking.pixel ? { id: tracking.pixel.id, script_url: tracking.pixel.scriptUrl } : null,
    ads: tracking.ads
      ? {
          conversion_id: tracking.ads.conversionId,
          measurement_id: tracking.ads.measurementId,
          script_url: tracking.ads.scriptUrl,
        }
      : null,
  };
  app.get(
    "/api/v1/tracking/config",
    {
      schema: {
        tags: ["tracking"],
        summary: "The advertising trackers in use (none unless the operator configured them)",
        response: { 200: dataEnvelope(trackingConfigSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { data };
    },
  );
};
