import { endpoint } from "../endpoint";
import { dataEnvelope } from "../envelope";
import { trackingConfigSchema } from "../tracking";

/** The advertising trackers the operator configured (read by every visitor's browser). */
export const trackingEndpoints = {
  config: endpoint({
    method: "GET",
    path: "/api/v1/tracking/config",
    tags: ["tracking"],
    summary: "The advertising trackers in use (none unless the operator configured them)",
    responses: { 200: dataEnvelope(trackingConfigSchema) },
  }),
};
