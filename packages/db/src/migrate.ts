import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./database";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));

// Any constant works: it only has to be the same in every process of this application.
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Applies the committed migrations that are not applied yet. On PostgreSQL an advisory lock makes
 * several processes starting at once take turns instead of racing.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.engine === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePostgres(tx as unknown as NodePgDatabase, config);
  });
}
