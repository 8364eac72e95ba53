import type { FastifyServerOptions } from "fastify";
import { stdSerializers } from "pino";
import { databaseFailure } from "./database-errors";

// Query parameters that carry secrets (reset tokens, OAuth codes) never reach the logs.
const SECRET_PARAMS = /([?&](?:token|code|state|password)=)[^&]*/gi;

/**
 * Errors as pino writes them, except failed queries: only their SQLSTATE and the driver's message
 * head, never the query text or its bound values (password hashes, e-mails, token digests).
 */
function serializeError(error: Error) {
  const failure = databaseFailure(error);
  if (failure) return { type: "DatabaseError", stack: "", ...failure };
  return stdSerializers.err(error);
}

/** Structured JSON logs (pino): no authorization header, cookie or password is ever written. */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    // Explicit paths only: wildcard redaction walks every object of every log line, and the
    // request serializer below already writes no headers and no body.
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "body.password",
        "body.password_confirmation",
        "body.token",
      ],
      censor: "[redacted]",
    },
    serializers: {
      err: serializeError,
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.replace(SECRET_PARAMS, "$1[redacted]"),
      }),
    },
  };
}
