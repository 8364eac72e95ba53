import { DataDirLockedError } from "@cc/db/lock";
import { ConfigError } from "./config";

/**
 * Startup problems an operator can fix (a bad variable, a busy port, a database that does not
 * answer) are printed as one clear message; anything else keeps its stack for the bug report.
 */
function describeFatal(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const address = (error as { address?: string; port?: number } | undefined) ?? {};
  if (code === "EADDRINUSE") {
    return `Port ${address.port} is already in use. Stop the other process or set PORT to a free port.`;
  }
  if (code === "EACCES" && address.port !== undefined) {
    return `Not allowed to listen on port ${address.port}. Choose a port above 1023 with PORT.`;
  }
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "3D000" || code === "28P01") {
    return `Cannot use the database at DATABASE_URL: ${(error as Error).message}`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function exitWith(error: unknown): never {
  console.error(describeFatal(error));
  process.exit(1);
}
