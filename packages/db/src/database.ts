import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** Raw `execute` results of both drivers (node-postgres, PGlite) carry their rows in `rows`. */
type Rows<T> = { rows: T[] };
export interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this["row"]>;
}

/** A Drizzle database over either engine; features only ever see this type. */
export type Database = PgDatabase<RowsResultHKT>;

export type Engine = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: connections of the pool now (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}
