import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPostgres } from "./client";
import type { DatabaseHandle } from "./database";
import { migrate } from "./migrate";
import { wrapPglite } from "./pglite";

async function describeSchema(handle: DatabaseHandle) {
  const columns = await handle.db.execute(sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`);
  const indexes = await handle.db.execute(sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
    order by tablename, indexname`);
  return { columns: columns.rows, indexes: indexes.rows };
}

// The same committed migrations must give the same schema on both engines.
describe.skipIf(!process.env.DATABASE_URL)("PGlite and PostgreSQL", () => {
  it("end up with identical schemas after migrating", async () => {
    const pglite = wrapPglite(new PGlite());
    const name = `cc_engines_${process.pid}`;
    const admin = openPostgres(process.env.DATABASE_URL!, 1);
    await admin.db.execute(sql.raw(`drop database if exists ${name}`));
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const postgres = openPostgres(url.toString(), 2);
    try {
      await migrate(pglite);
      await migrate(postgres);
      // Migrating twice is a no-op.
      await migrate(postgres);
      expect(await describeSchema(pglite)).toEqual(await describeSchema(postgres));
    } finally {
      await pglite.close();
      await postgres.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name}`));
      await admin.close();
    }
  }, 60_000);
});
