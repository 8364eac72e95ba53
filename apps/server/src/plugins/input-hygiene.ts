import { findUnsafeText, INVALID_CHARACTERS_KEY } from "@cc/contracts/text-hygiene";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../core/errors";

/** The request headers any route reads (sign-in, language, request id, client address). */
const HEADERS_READ = [
  "authorization",
  "accept-language",
  "content-type",
  "cookie",
  "x-forwarded-for",
  "x-request-id",
] as const;

function unsafeFields(request: FastifyRequest): string[] {
  const headers = Object.fromEntries(HEADERS_READ.map((name) => [name, request.headers[name]]));
  const paths = [
    ...findUnsafeText(request.params),
    ...findUnsafeText(request.query),
    ...findUnsafeText(request.body),
    ...findUnsafeText(headers),
  ];
  return [...new Set(paths.map((path) => (path.length ? path.map(String).join(".") : "body")))];
}

/**
 * One rule for every route, registered before any of them: a string holding U+0000 or an
 * unpaired surrogate is refused with a 422 naming the field, before schemas, guards' handlers or
 * the database see it (PostgreSQL cannot store such text and would fail the query).
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => {
      const fields = unsafeFields(request);
      if (fields.length === 0) return;
      throw new AppError("VALIDATION_FAILED", {
        fieldErrors: Object.fromEntries(fields.map((field) => [field, [INVALID_CHARACTERS_KEY]])),
      });
    });
  },
  { name: "input-hygiene", dependencies: ["errors"] },
);
