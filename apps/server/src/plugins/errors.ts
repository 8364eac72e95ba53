import { ERRORS, type ErrorBody, type ErrorCode } from "@cc/contracts/errors";
import { issuesToFieldErrors } from "@cc/contracts/validation-messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../core/errors";
import {
  CONTENTION_RETRY_AFTER_SECONDS,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseFailure,
} from "./database-errors";

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

function bodyFor(request: FastifyRequest, error: AppError): ErrorBody {
  const { t } = request;
  const { options } = error;
  const params = {
    ...options.params,
    permission: options.requiredPermission,
  };
  const body: ErrorBody = {
    message: t(options.messageKey ?? ERRORS[error.code].key, params),
    code: error.code,
  };
  if (options.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(options.fieldErrors).map(([field, keys]) => [
        field,
        keys.map((key) => {
          const name = field.split(".").at(-1) ?? field;
          return t(key, { ...options.params, field: t(`fields.${name}`, { defaultValue: name }) });
        }),
      ]),
    );
  }
  if (options.requiredPermission) body.required_permission = options.requiredPermission;
  return body;
}

/** Maps Fastify's own client errors (bad JSON, too large, wrong content type) to our codes. */
function codeForFastifyError(error: FastifyError): ErrorCode {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "PAYLOAD_TOO_LARGE";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "UNSUPPORTED_MEDIA_TYPE";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "MALFORMED_JSON";
    default:
      return error instanceof SyntaxError ? "MALFORMED_JSON" : "BAD_REQUEST";
  }
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, "request failed");
        if (error.options.retryAfterSeconds !== undefined) {
          reply.header("retry-after", String(error.options.retryAfterSeconds));
        }
        return send(reply, error.status, bodyFor(request, error));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const root = error.validationContext ?? "body";
        const issues = error.validation.map((v) => ({
          path: v.instancePath.split("/").filter(Boolean),
          message: v.message ?? "validation.invalidValue",
          minimum: v.params.minimum,
          maximum: v.params.maximum,
          keys: v.params.keys as string[] | undefined,
        }));
        return send(reply, 422, {
          message: request.t("errors.validationFailed"),
          code: "VALIDATION_FAILED",
          errors: issuesToFieldErrors(issues, request.t, root),
        });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return send(reply, 429, bodyFor(request, new AppError("RATE_LIMITED")));
      }
      if (status >= 400 && status < 500) {
        const code = codeForFastifyError(error);
        return send(reply, status === 400 ? ERRORS[code].status : status, {
          message: request.t(ERRORS[code].key),
          code,
        });
      }
      // A failed query: values PostgreSQL cannot store are the caller's (400); a write for a deleted
      // learner is a signed-out one (401); an unreachable database, or a transaction ended for
      // another one (a deadlock, a serialization failure), is temporary (503, retry). The logger's
      // `err` serializer keeps the query's values out.
      const failure = databaseFailure(error);
      if (failure?.kind === "data") {
        request.log.warn({ err: error }, "database refused the request's data");
        return send(reply, 400, bodyFor(request, new AppError("INVALID_DATA")));
      }
      if (failure?.kind === "gone_learner") {
        // The account was deleted (in another tab, on another process) after this request's token
        // was resolved: the learner is signed out, whatever they were writing, and this process
        // stops trusting their cached tokens at once.
        request.log.info({ err: error }, "the learner's account is gone");
        if (request.user) request.server.accountChanged(request.user.id);
        return send(reply, 401, bodyFor(request, new AppError("UNAUTHENTICATED")));
      }
      if (failure?.kind === "unavailable") {
        request.log.error({ err: error }, "database unreachable");
        reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
        return send(reply, 503, bodyFor(request, new AppError("SERVICE_UNAVAILABLE")));
      }
      if (failure?.kind === "contention") {
        // Logged as an error: a deadlock means two transactions lock in different orders.
        request.log.error({ err: error }, "transaction ended by a concurrent one");
        reply.header("retry-after", String(CONTENTION_RETRY_AFTER_SECONDS));
        return send(reply, 503, bodyFor(request, new AppError("SERVICE_UNAVAILABLE")));
      }
      // Anything else is our fault: log it whole, answer without internals.
      request.log.error({ err: error }, "unhandled error");
      return send(reply, 500, { message: request.t("errors.serverError"), code: "INTERNAL" });
    });
  },
  { name: "errors", dependencies: ["i18n"] },
);

/** Unknown API routes: a JSON 404 that names the route. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    404,
    bodyFor(
      request,
      new AppError("ROUTE_NOT_FOUND", {
        params: { method: request.method, url: request.url.split("?")[0] },
      }),
    ),
  );
}
