import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database, DatabaseHandle } from "./database";

/*
 * The embedded engine (PGlite) in a module of its own: client.ts loads it only when no
 * DATABASE_URL is set, so a process on PostgreSQL does not carry it (about 20 MB of memory).
 */

export async function openPglite(path: string, release: () => void): Promise<DatabaseHandle> {
  const client = new PGlite(path);
  await client.waitReady;
  return wrapPglite(client, release);
}

export function wrapPglite(client: PGlite, release: () => void = () => {}): DatabaseHandle {
  const db = drizzle(client, { casing: "snake_case" }) as unknown as Database;
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
