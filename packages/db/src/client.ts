import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, DatabaseHandle } from "./database";
import { acquireLock } from "./lock";

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (PGlite keeps its files in `<dataDir>/pglite`). */
  dataDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

export function pgliteLockPath(dataDir: string): string {
  return join(dataDir, "pglite.lock");
}

/** Opens the database the configuration names: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  const release = acquireLock(pgliteLockPath(options.dataDir));
  try {
    // Loaded only here, so that a process on PostgreSQL never carries the embedded engine.
    const { openPglite } = await import("./pglite");
    return await openPglite(join(options.dataDir, "pglite"), release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Hot paths use named prepared statements (index lookups by learner): plan them once per
    // connection instead of re-planning on every call, which cost more than running them.
    options: "-c plan_cache_mode=force_generic_plan",
  });
  // An idle client that loses its connection emits here; without a listener the process would die.
  pool.on("error", () => {});
  // So may a client held between two queries of a transaction (PostgreSQL killed meanwhile): the
  // transaction's next query fails and is answered as an outage; the process must not die.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePostgres(pool, { casing: "snake_case" }) as unknown as Database;
  return {
    db,
    engine: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
