import { openDatabase } from "@cc/db/client";
import type { DatabaseHandle } from "@cc/db/database";
import { migrate } from "@cc/db/migrate";
import type { Config } from "./config";

/**
 * Opens the configured database and brings it up to date (migrations, then the seed of what
 * exists). Shared by the server and the CLI so both see the same database state.
 */
export async function openPreparedDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await migrate(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
