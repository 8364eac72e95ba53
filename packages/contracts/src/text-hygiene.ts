/**
 * Text PostgreSQL cannot store, refused at the edge for every route (body, query, path and the
 * headers we read): a U+0000 character, or a UTF-16 surrogate without its pair (JSON's "\ud800").
 * Such a string would otherwise reach the database and fail there.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is precisely what is refused.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The same characters, every occurrence: to show an unsafe key with U+FFFD in its place. */
const UNSAFE_TEXT_EVERYWHERE = new RegExp(UNSAFE_TEXT, "g");

export const INVALID_CHARACTERS_KEY = "validation.invalidCharacters";

export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/** Paths (keys included) of every unsafe string in a parsed value, e.g. `[["context", "a"]]`. */
export function findUnsafeText(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === "string") return isUnsafeText(value) ? [[...path]] : [];
  if (typeof value !== "object" || value === null) return [];
  const found: PropertyKey[][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) found.push([...path, key.replace(UNSAFE_TEXT_EVERYWHERE, "\ufffd")]);
    found.push(...findUnsafeText(item, [...path, key]));
  }
  return found;
}
