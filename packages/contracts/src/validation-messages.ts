import { z } from "zod";

/**
 * Zod issues become catalogue keys (`validation.*`), so server and browser show the same localized
 * message for the same rule. A schema can still give its own key (e.g. "validation.email"), which
 * wins over these generic ones. Import this module once, before any schema is used.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case "invalid_type":
        return issue.input === undefined || issue.input === null
          ? "validation.required"
          : "validation.invalidType";
      case "too_small":
        if (issue.origin === "string") {
          return issue.minimum === 1 ? "validation.required" : "validation.tooShort";
        }
        return issue.origin === "array" ? "validation.tooFewItems" : "validation.tooSmall";
      case "too_big":
        if (issue.origin === "string") return "validation.tooLong";
        return issue.origin === "array" ? "validation.tooManyItems" : "validation.tooBig";
      case "invalid_format":
        return "validation.invalidFormat";
      case "unrecognized_keys":
        return "validation.unknownField";
      default:
        return "validation.invalidValue";
    }
  },
});

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The parts of a zod issue that a message needs. */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  keys?: readonly string[];
}

/** Schemas give catalogue keys ("auth.validation.emailRequired") rather than sentences. */
export const isMessageKey = (message: string) => /^[a-z]\w*(\.\w+)+$/i.test(message);

/** Laravel-style field map: `{ "email": ["The email field is required."] }`. */
export function issuesToFieldErrors(
  issues: readonly IssueLike[],
  t: Translate,
  root = "body",
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const paths = issue.keys?.length ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const field = path.length ? path.map(String).join(".") : root;
      const last = String(path.at(-1) ?? root);
      const label = t(`fields.${last}`, { defaultValue: last });
      const message = isMessageKey(issue.message)
        ? t(issue.message, { field: label, minimum: issue.minimum, maximum: issue.maximum })
        : issue.message;
      errors[field] ??= [];
      errors[field].push(message);
    }
  }
  return errors;
}
