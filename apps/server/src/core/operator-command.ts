import type { DatabaseHandle } from "@cc/db/database";
import type { Config } from "../config";

export interface OperatorContext {
  database: DatabaseHandle;
  config: Config;
  /** One line of output for the operator. */
  out: (line: string) => void;
  /**
   * Set when the command runs inside the server (through its socket): the server forgets what it
   * remembered of the learner's sign-ins, so a grant or revoke applies from the next request.
   */
  accountChanged?: (userId: string) => void;
}

/** A wrong argument or a refused operation: printed as is, without a stack trace. */
export class OperatorError extends Error {
  override name = "OperatorError";
}

export interface OperatorCommand {
  name: string;
  usage: string;
  summary: string;
  run(context: OperatorContext, args: string[]): Promise<void>;
}
