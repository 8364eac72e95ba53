import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./database";
import { appMeta, errorReports } from "./schema/platform";
import { createTestDatabase, testEngine } from "./testing";

describe("test databases", () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
  });

  it("are migrated copies of the template, isolated from each other", async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    opened.push(a, b);
    const onlyInA = eq(appMeta.key, "only-in-a");
    await a.db.insert(appMeta).values({ key: "only-in-a", value: { n: 1 } });
    expect(await a.db.select().from(appMeta).where(onlyInA)).toHaveLength(1);
    expect(await b.db.select().from(appMeta).where(onlyInA)).toHaveLength(0);
    expect(a.engine).toBe(testEngine());
    const tables = await a.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["app_meta", "error_reports"]),
    );
  });

  it("start from the template again after an earlier file wrote to one", async () => {
    const first = await createTestDatabase();
    const leftBehind = eq(appMeta.key, "left-behind");
    await first.db.insert(appMeta).values({ key: "left-behind", value: {} });
    await first.db
      .insert(errorReports)
      .values({ level: "error", message: "x", payload: {} })
      .returning();
    await first.close();
    const next = await createTestDatabase();
    opened.push(next);
    expect(await next.db.select().from(appMeta).where(leftBehind)).toEqual([]);
    // Sequences restart too: ids do not depend on which files ran before.
    const [row] = await next.db
      .insert(errorReports)
      .values({ level: "error", message: "y", payload: {} })
      .returning();
    expect(row?.id).toBe(1);
  });
});
