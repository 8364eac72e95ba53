import type { Database } from "@cc/db/database";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

const dialect = new PgDialect({ casing: "snake_case" });

/**
 * A statement written in SQL, prepared once: built here rather than per call, and named, so that
 * PostgreSQL parses and plans it once per connection. Values go in through `sql.placeholder`.
 */
export function preparedStatement<Row>(db: Database, name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const on = (target: Database) => {
    const prepared = target._.session.prepareQuery(built, undefined, name, false);
    return async (values: Record<string, unknown>) =>
      (await prepared.execute(values)) as unknown as { rows: Row[] };
  };
  // `.in(tx)`: the same statement inside a transaction.
  return Object.assign(on(db), { in: on });
}
