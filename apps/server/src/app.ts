import "@cc/contracts/validation-messages";
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@cc/db/database";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Config } from "./config";
import { createErrorReportsRepo } from "./modules/error-reports/error-reports.repo";
import { errorReportsRoutes } from "./modules/error-reports/error-reports.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { errorsPlugin, sendRouteNotFound } from "./plugins/errors";
import { i18nPlugin } from "./plugins/i18n";
import { loggerOptions } from "./plugins/logging";
import { openapiPlugin } from "./plugins/openapi";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { securityPlugin } from "./plugins/security";
import { registerWeb } from "./plugins/web";

export interface AppDependencies {
  database: DatabaseHandle;
  redis?: Redis | undefined;
  /** Tests pass `false` to keep their output quiet. */
  logger?: FastifyServerOptions["logger"];
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the whole application without listening: server.ts listens, tests use `inject`. */
export async function buildApp(config: Config, deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // One line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: anything else is a clear 415, not a string reaching a JSON schema.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // While closing, answers to in-flight requests ask the client to drop its keep-alive
  // connection, so the graceful shutdown does not wait for idle sockets to time out.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? "(unmatched)",
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { redis: deps.redis });
  await app.register(openapiPlugin);

  const { database } = deps;
  await app.register(healthRoutes, { database });
  await app.register(errorReportsRoutes, { repo: createErrorReportsRepo(database.db) });

  const web = await registerWeb(app, { webRoot: config.webRoot, publicUrl: config.publicUrl });
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    return (isPageRequest && web?.servePage(request, reply)) || sendRouteNotFound(request, reply);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
