import type { DatabaseHandle } from "@cc/db/database";
import type { StoredAnswer } from "@cc/db/schema/learning";
import { createTestDatabase } from "@cc/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arrayLiteral, isoTimes, savedAnswersJson } from "./literals";

// Texts a question id could hold and that PostgreSQL or JSON give a meaning to.
const AWKWARD = [
  "mn-001",
  "",
  "NULL",
  'say "hi"',
  "back\\slash",
  "a,b",
  "{braces}",
  " spaced ",
  "line\nbreak",
  "ção ✓",
];

describe("literals written for PostgreSQL", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const read = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute<{ value: T }>(query)).rows[0]?.value;

  it("reads text arrays back element for element, nulls and awkward texts included", async () => {
    const values = [...AWKWARD, null];
    expect(await read(sql`select ${arrayLiteral(values)}::text[] as value`)).toEqual(values);
    expect(await read(sql`select cardinality(${arrayLiteral([])}::text[]) as value`)).toBe(0);
  });

  it("reads integer and boolean arrays back", async () => {
    expect(
      await read(sql`select ${arrayLiteral([1, 0, 3_600_000, null])}::int[] as value`),
    ).toEqual([1, 0, 3_600_000, null]);
    expect(await read(sql`select ${arrayLiteral([true, false])}::boolean[] as value`)).toEqual([
      true,
      false,
    ]);
  });

  it("writes the answers column as the JSON that JSON.stringify would", async () => {
    const answers = new Map<string, StoredAnswer>(
      AWKWARD.map((id, i) => [
        id,
        i % 2 ? { l: "B", at: 1_700_000_000_000 + i } : { l: "A", at: i, ms: i * 10 },
      ]),
    );
    const text = savedAnswersJson(answers);
    expect(JSON.parse(text)).toEqual(Object.fromEntries(answers));
    expect(await read(sql`select ${text}::jsonb as value`)).toEqual(Object.fromEntries(answers));
    expect(savedAnswersJson(new Map())).toBe("{}");
  });

  it("formats each distinct time once, in order", () => {
    const times = [0, 0, 1_700_000_000_123, 0];
    expect(isoTimes(times)).toEqual(times.map((time) => new Date(time).toISOString()));
  });
});
