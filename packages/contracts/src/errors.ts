import { z } from "zod";

/**
 * Every error the API can answer with. The status is part of the contract (spec section 8); the
 * message key points into the `errors` section of the catalogues.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, key: "errors.badRequest" },
  MALFORMED_JSON: { status: 400, key: "errors.malformedJson" },
  INVALID_DATA: { status: 400, key: "errors.invalidData" },
  UNAUTHENTICATED: { status: 401, key: "errors.unauthenticated" },
  SUBSCRIPTION_REQUIRED: { status: 402, key: "errors.subscriptionRequired" },
  FORBIDDEN: { status: 403, key: "errors.permissionRequired" },
  NOT_FOUND: { status: 404, key: "errors.notFound" },
  ROUTE_NOT_FOUND: { status: 404, key: "errors.routeNotFound" },
  PAYLOAD_TOO_LARGE: { status: 413, key: "errors.payloadTooLarge" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: "errors.unsupportedMediaType" },
  VALIDATION_FAILED: { status: 422, key: "errors.validationFailed" },
  RATE_LIMITED: { status: 429, key: "errors.tooManyRequests" },
  INTERNAL: { status: 500, key: "errors.serverError" },
  SERVICE_UNAVAILABLE: { status: 503, key: "errors.serviceUnavailable" },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** The body of every error answer: `{ message, errors?, required_permission? }` plus our code. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  required_permission: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
