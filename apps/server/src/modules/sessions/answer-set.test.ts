import type { DatabaseHandle } from "@cc/db/database";
import { createTestDatabase } from "@cc/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSetJson, answerSetRow, answerSetValues, type RecordedAnswer } from "./answer-set";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The columns PostgreSQL makes of an answer set's JSON, as it would insert them. */
async function readBack(recorded: RecordedAnswer[]) {
  const { rows } = await database.db.execute<{ row: unknown[] }>(sql`
    select json_build_array(${answerSetValues}) as row
      from ${answerSetRow(sql.param(answerSetJson(recorded)))}`);
  expect(rows).toHaveLength(1);
  const [ids, versions, categories, correct, chosen, times, moments] = (
    rows[0] as { row: unknown[] }
  ).row as [
    string[],
    number[],
    string[],
    boolean[],
    (string | null)[],
    (number | null)[],
    string[],
  ];
  return ids.map(
    (questionId, i): RecordedAnswer => ({
      questionId,
      version: versions[i] as number,
      categoryId: categories[i] as string,
      correct: correct[i] as boolean,
      chosen: chosen[i] ?? null,
      timeMs: times[i] ?? null,
      answeredAt: Date.parse(moments[i] as string),
    }),
  );
}

describe("an answer set's JSON", () => {
  it("reads back in PostgreSQL as written: order, blanks, odd text, moments to the millisecond", async () => {
    const moments = [1_764_160_000_123, 1, 978_307_199_999, 4_102_444_800_001, 1_764_160_000_999];
    const recorded = moments.map(
      (answeredAt, i): RecordedAnswer => ({
        questionId: ["mn-093", 'q"uote', "back\\slash", "ação, {x}", "NULL"][i] as string,
        version: i * 1_000,
        categoryId: `cat-${4 - i}`,
        correct: i % 2 === 0,
        chosen: i === 1 ? null : "C",
        timeMs: i === 2 ? null : i * 3_600_000,
        answeredAt,
      }),
    );
    // Many in a row, so that an order PostgreSQL does not keep would show.
    const many = Array.from({ length: 40 }, (_, i) => ({
      ...(recorded[i % 5] as RecordedAnswer),
      questionId: `q-${i}`,
      answeredAt: 1_764_160_000_000 + ((i * 7_919) % 40) * 37,
    }));
    expect(await readBack(recorded)).toEqual(recorded);
    expect(await readBack(many)).toEqual(many);
  });
});
