import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
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
    const client = new PGlite(join(options.dataDir, "pglite"));
    await client.waitReady;
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection emits here; without a listener the process would die.
  pool.on("error", () => {});
  const db = drizzlePostgres(pool, { casing: "snake_case" }) as unknown as Database;
  return {
    db,
    engine: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite, release: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite(client, { casing: "snake_case" }) as unknown as Database;
  return {
    db,
    engine: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}
