import { errorReportsEndpoints as endpoints } from "@cc/contracts/endpoints/error-reports";
import { ERROR_REPORT_MAX_BYTES } from "@cc/contracts/error-reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../plugins/endpoint-route";
import type { ErrorReportsRepo } from "./error-reports.repo";

/**
 * POST /api/v1/errors/report: browsers report errors here (spec section 7). Reports are small,
 * rate-limited per address, stored for the team and logged; nothing in them is trusted or echoed.
 */
export const errorReportsRoutes: FastifyPluginAsyncZod<{ repo: ErrorReportsRepo }> = async (
  app,
  { repo },
) => {
  route(app, endpoints.report, {
    bodyLimit: ERROR_REPORT_MAX_BYTES,
    config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    handler: async (request, reply) => {
      const report = request.body;
      request.log.warn(
        { report: { level: report.level, message: report.message, url: report.url } },
        "browser error reported",
      );
      await repo.insert({
        level: report.level,
        message: report.message,
        requestId: request.id,
        payload: report,
      });
      return reply.code(202).send({ data: { received: true as const } });
    },
  });
};
