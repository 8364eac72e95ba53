import { type SQLWrapper, sql } from "drizzle-orm";

/** One answer as it goes into its session's answer set when the session ends. */
export interface RecordedAnswer {
  questionId: string;
  version: number;
  categoryId: string;
  correct: boolean;
  /** Written letter, or null for a blank that counts as a mistake. */
  chosen: string | null;
  timeMs: number | null;
  /** When it reached the server, in epoch ms (as a session's answers keep it). */
  answeredAt: number;
}

/**
 * An answer set as the one JSON parameter that records it: the set's columns, element i of each
 * array one answer. Arrays of plain values are cheap for the server to write (no `Date` is
 * serialized) and PostgreSQL reads them as one row, with nothing to unpack or aggregate.
 */
export function answerSetJson(recorded: readonly RecordedAnswer[]): string {
  const set = {
    questionIds: [] as string[],
    versions: [] as number[],
    categoryIds: [] as string[],
    correct: [] as boolean[],
    chosen: [] as (string | null)[],
    timeMs: [] as (number | null)[],
    answeredAt: [] as number[],
  };
  for (const answer of recorded) {
    set.questionIds.push(answer.questionId);
    set.versions.push(answer.version);
    set.categoryIds.push(answer.categoryId);
    set.correct.push(answer.correct);
    set.chosen.push(answer.chosen);
    set.timeMs.push(answer.timeMs);
    set.answeredAt.push(answer.answeredAt);
  }
  return JSON.stringify(set);
}

/**
 * `answerSetJson`'s text (a parameter) as one row `r`, for a FROM clause. As `json`, not `jsonb`:
 * the text is only checked on input and each value goes straight into its column's type, with no
 * binary document (and no numeric for every number) built first.
 */
export const answerSetRow = (json: SQLWrapper) => sql`
  json_to_record(${json}::json)
    as r("questionIds" text[], versions int[], "categoryIds" text[], correct boolean[],
         chosen text[], "timeMs" int[], "answeredAt" float8[])`;

/**
 * Row `r`'s values for answer_sets' (question_ids, versions, category_ids, correct, chosen,
 * time_ms, answered_at), the moments turned back from epoch ms (exactly: float8 carries ms / 1000
 * well within the microsecond `to_timestamp` rounds to).
 */
export const answerSetValues = sql`
  r."questionIds", r.versions, r."categoryIds", r.correct, r.chosen, r."timeMs",
  array(select to_timestamp(ms / 1000) from unnest(r."answeredAt") with ordinality as u(ms, n)
         order by n)`;
