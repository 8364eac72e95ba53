// Zod's generic messages become catalogue keys, as on the server (same sentence on both sides).
import "@cc/contracts/validation-messages";
import {
  type IssueLike,
  issuesToFieldErrors,
  type Translate,
} from "@cc/contracts/validation-messages";
import { ApiError } from "./api-client";

export type FieldErrors = Record<string, string[]>;

/** The part of a zod schema a form needs, so this module does not depend on zod itself. */
export interface FormSchema<Output> {
  safeParse(
    values: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: IssueLike[] } };
}

/** Client-side check with the shared schema: the parsed values, or the issues to show. */
export function validateForm<Output>(
  schema: FormSchema<Output>,
  values: unknown,
): { data: Output; issues?: undefined } | { data?: undefined; issues: IssueLike[] } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data } : { issues: result.error.issues };
}

/**
 * Issues as translated messages per field, in the language shown now. Only the first failed rule
 * of a field is shown: an empty password is "required", not also "too short".
 */
export function issueMessages(issues: readonly IssueLike[], t: Translate): FieldErrors {
  const all = issuesToFieldErrors(issues, t);
  return Object.fromEntries(
    Object.entries(all).map(([field, messages]) => [field, messages.slice(0, 1)]),
  );
}

export interface FormFailure {
  /** Shown under the form's error heading ("Login Error"). */
  summary: string[];
  /** Shown under the fields the form has. */
  fields: FieldErrors;
}

/**
 * What a failed submit shows. A 422's field messages go under their fields; the server's message
 * and the messages of fields the form does not show (a reset token) go under the heading. A field
 * message that repeats the heading's (wrong credentials) is not shown twice.
 */
export function describeFailure(
  error: unknown,
  visibleFields: readonly string[],
  fallback: string,
): FormFailure {
  if (!(error instanceof ApiError)) return { summary: [fallback], fields: {} };
  if (error.status !== 422) return { summary: [error.message || fallback], fields: {} };
  const headline = error.body?.message || fallback;
  const summary = [headline];
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const fresh = messages.filter((message) => !summary.includes(message));
    if (!fresh.length) continue;
    if (visibleFields.includes(field)) fields[field] = fresh;
    else summary.push(...fresh);
  }
  return { summary, fields };
}
