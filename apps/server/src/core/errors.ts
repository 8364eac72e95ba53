import { ERRORS, type ErrorCode } from "@cc/contracts/errors";

export interface AppErrorOptions {
  /** Overrides the catalogue key of the code. */
  messageKey?: string;
  params?: Record<string, unknown>;
  /** Field -> catalogue keys (422). */
  fieldErrors?: Record<string, string[]>;
  requiredPermission?: string;
  /** Sent as `Retry-After` (429, 503). */
  retryAfterSeconds?: number;
}

/**
 * The one error type of the API. Services throw it with a code; the errors plugin
 * (plugins/errors.ts) turns it into the spec's status and a localized
 * `{ message, errors?, required_permission? }` body.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = "AppError";
    this.status = ERRORS[code].status;
  }
}

/** A 422 with one message for one field, e.g. a duplicate e-mail found by the service. */
export function fieldError(field: string, messageKey: string, params?: Record<string, unknown>) {
  return new AppError("VALIDATION_FAILED", { fieldErrors: { [field]: [messageKey] }, params });
}
