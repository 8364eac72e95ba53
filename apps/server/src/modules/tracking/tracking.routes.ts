import { trackingEndpoints as endpoints } from "@cc/contracts/endpoints/tracking";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { route } from "../../plugins/endpoint-route";

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
  route(app, endpoints.config, {
    handler: async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { data };
    },
  });
};
