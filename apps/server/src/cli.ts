import "@cc/contracts/validation-messages";
import { existsSync } from "node:fs";
import { pgliteLockPath } from "@cc/db/client";
import { lockHolder } from "@cc/db/lock";
import { loadConfig } from "./config";
import { exitWith } from "./fatal";
import { findCommand, runCommand, usageText } from "./operator/commands";
import { operatorSocketPath, sendToServer } from "./operator/socket";
import { openPreparedDatabase } from "./startup";

/**
 * `npm run cli -- <command> [args]`. On PostgreSQL the command opens its own connection. On the
 * embedded database, when a server is running it owns the folder, so the command is sent to it
 * through the operator socket; otherwise the CLI opens the folder itself.
 */
async function main() {
  const [name, ...args] = process.argv.slice(2);
  if (name === undefined || !findCommand(name)) {
    console.log(name ? `Unknown command "${name}".\n\n${usageText()}` : usageText());
    process.exit(name ? 2 : 0);
  }
  const config = loadConfig();
  const out = (line: string) => console.log(line);
  const socket = operatorSocketPath(config.dataDir);
  if (!config.databaseUrl && lockHolder(pgliteLockPath(config.dataDir)) !== undefined) {
    if (!existsSync(socket)) {
      throw new Error(
        "The embedded database is open in another process that accepts no operator commands. Stop it and try again.",
      );
    }
    process.exit(await sendToServer(socket, name, args, out));
  }
  const database = await openPreparedDatabase(config);
  try {
    process.exitCode = await runCommand({ database, config, out }, name, args);
  } finally {
    await database.close();
  }
}

main().catch(exitWith);
