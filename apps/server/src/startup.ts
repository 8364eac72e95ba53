import { openDatabase } from "@cc/db/client";
import type { DatabaseHandle } from "@cc/db/database";
import { migrate } from "@cc/db/migrate";
import type { Config } from "./config";
import { syncBankIfChanged } from "./modules/questions/bank-sync";

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
    const synced = await syncBankIfChanged(database.db);
    if (synced) {
      console.log(
        `Question bank synced: ${synced.created} new, ${synced.updated} new versions, ${synced.retired} retired.`,
      );
      for (const problem of synced.skipped)
        console.warn(`Skipped ${problem.where}: ${problem.message}`);
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
