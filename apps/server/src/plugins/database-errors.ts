/**
 * What a failed query means for the caller, read from the driver's error (PostgreSQL's SQLSTATE,
 * or a network error code) under Drizzle's wrapper. The wrapper's own message and `params` carry
 * the query's bound values (password hashes, e-mail addresses, token digests): they are never
 * logged or answered, only the summary below is.
 */
export interface DatabaseFailure {
  /**
   * `data`: the values cannot be stored (400); `unavailable`: the server cannot be reached (503);
   * `contention`: PostgreSQL ended the transaction for another one touching the same rows, and the
   * same request sent again succeeds (503 too, with a shorter Retry-After); `gone_learner`: an
   * insert or update names a learner whose account was deleted while the request ran (401).
   */
  kind: "data" | "unavailable" | "contention" | "gone_learner" | "other";
  code: string | undefined;
  /** The driver's message up to its first ": ", where PostgreSQL appends the offending value. */
  message: string;
}

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, recovering)
  "53300", // too_many_connections
]);
const CONTENTION_CODES = new Set([
  "40001", // serialization_failure
  "40P01", // deadlock_detected
  "55P03", // lock_not_available (a lock timeout)
]);
/**
 * Drizzle names a foreign key `<table>_<column>_<referenced table>_<referenced column>_fk`. Every
 * key on `users.id` cascades or sets null on delete, so its violation (23503) can only be a write
 * naming a learner who is no longer there.
 */
const LEARNER_REFERENCE = /_users_id_fk$/;
// pg reports a lost connection or a full pool without a code.
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection ended|not queryable/i;

function isQueryWrapper(error: object): error is Error & { query: unknown; params: unknown } {
  return "query" in error && "params" in error;
}

export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  if (!(error instanceof Error)) return undefined;
  const wrapped = isQueryWrapper(error);
  const cause = wrapped && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown }).code;
  const sqlState = typeof code === "string" ? code : undefined;
  const message = cause.message.split(": ")[0] ?? "";
  if (sqlState?.startsWith("22")) return { kind: "data", code: sqlState, message };
  const constraint = (cause as { constraint?: unknown }).constraint;
  if (sqlState === "23503" && typeof constraint === "string" && LEARNER_REFERENCE.test(constraint))
    return { kind: "gone_learner", code: sqlState, message };
  if (sqlState && CONTENTION_CODES.has(sqlState))
    return { kind: "contention", code: sqlState, message };
  if (
    (sqlState && (sqlState.startsWith("08") || UNREACHABLE_CODES.has(sqlState))) ||
    UNREACHABLE_MESSAGES.test(cause.message)
  ) {
    return { kind: "unavailable", code: sqlState, message };
  }
  // A driver error of another kind (a constraint, a bug in a query): still never its values.
  if (wrapped || (sqlState && /^[0-9A-Z]{5}$/.test(sqlState) && "severity" in cause)) {
    return { kind: "other", code: sqlState, message };
  }
  return undefined;
}

/** Seconds a client should wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Seconds before retrying a transaction PostgreSQL ended for another one: those end quickly. */
export const CONTENTION_RETRY_AFTER_SECONDS = 1;
