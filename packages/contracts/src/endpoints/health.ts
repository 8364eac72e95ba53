import { endpoint } from "../endpoint";
import { dataEnvelope } from "../envelope";
import { healthSchema } from "../health";

/** For probes: the load balancer, the container runtime, operators. */
export const healthEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    tags: ["operations"],
    summary: "Liveness, database and Redis check",
    responses: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
  }),
};
