import type { StoredAnswer } from "@cc/db/schema/learning";

/*
 * The texts submit sends PostgreSQL, written here rather than by the driver or JSON.stringify of
 * an object: they were a large share of a submit's CPU (decisions 0014, 0015). Each is checked
 * against PostgreSQL's own parsing in literals.test.ts.
 */

type ArrayElement = string | number | boolean | null;

function arrayElement(value: ArrayElement): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value !== "string") return String(value);
  return value.includes('"') || value.includes("\\")
    ? `"${value.replace(/["\\]/g, "\\$&")}"`
    : `"${value}"`;
}

/**
 * A PostgreSQL array literal (`{"a",NULL,3}`). The driver's own conversion escapes each element
 * with two regular expressions; joined rather than concatenated, the driver gets a flat string to
 * measure and copy.
 */
export const arrayLiteral = (values: readonly ArrayElement[]) =>
  `{${values.map(arrayElement).join(",")}}`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON escapes.
const NEEDS_JSON_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A JSON string; question ids and letters seldom need escaping, and testing is cheaper. */
const jsonString = (text: string) =>
  NEEDS_JSON_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;

/**
 * The JSON text of a session's `answers` column ({"id":{"l":"A","at":1700000000000,"ms":4200}}),
 * written from the service's map without first building an object keyed by question id.
 */
export function savedAnswersJson(answers: ReadonlyMap<string, StoredAnswer>): string {
  const entries: string[] = [];
  for (const [id, answer] of answers) {
    const ms = answer.ms === undefined ? "" : `,"ms":${answer.ms}`;
    entries.push(`${jsonString(id)}:{"l":${jsonString(answer.l)},"at":${answer.at}${ms}}`);
  }
  return `{${entries.join(",")}}`;
}

/** ISO 8601 texts of epoch times; answers sent together share one moment, formatted once. */
export function isoTimes(times: readonly number[]): string[] {
  let last = Number.NaN;
  let text = "";
  return times.map((time) => {
    if (time !== last) {
      last = time;
      text = new Date(time).toISOString();
    }
    return text;
  });
}
