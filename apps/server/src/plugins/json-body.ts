import { errorCodes, type FastifyRequest } from "fastify";

/**
 * Nesting limit: legitimate bodies are a few levels deep, and a bound keeps the recursive descent
 * far from the stack limit whatever the caller's own depth.
 */
const MAX_DEPTH = 64;

const KEY_CACHE_SIZE = 4096;
// V8 copies slices shorter than 13 characters; a longer slice may point into the body and keep all
// of it alive for as long as it sits in the cache.
const MAX_CACHED_KEY_LENGTH = 12;
const keyCache: string[] = new Array<string>(KEY_CACHE_SIZE).fill("");

// Parser state lives in the module rather than in an object passed around: the functions below
// then read and write plain context slots, which keeps the hot loops cheap. Parsing is synchronous
// and calls no user code, so two parses can never interleave.
let src = "";
let pos = 0;
let end = 0;

/**
 * Parses a request body as strict JSON (RFC 8259) into null-prototype objects.
 *
 * Accepts exactly what `JSON.parse` accepts and returns equal values, except that every JSON
 * object is created with `Object.create(null)`. V8 keeps such objects in dictionary mode from the
 * start, so bodies keyed by ever-changing ids (answers by question id) create no hidden classes,
 * which `JSON.parse` would allocate in the old generation for every new combination of keys.
 * Arrays are ordinary arrays.
 *
 * Also refuses what Fastify's default parser refuses (secure-json-parse with "error" actions): a
 * `__proto__` key anywhere, and a `constructor` key whose value is an object with a `prototype`
 * key. Nesting deeper than 64 levels is refused too.
 *
 * @throws SyntaxError for every refused input, naming the problem and its character position.
 */
export function parseJsonBody(text: string): unknown {
  src = text;
  pos = 0;
  end = text.length;
  try {
    skipWhitespace();
    if (pos >= end) throw new SyntaxError("The JSON body is empty");
    const value = parseValue(0);
    skipWhitespace();
    if (pos < end) unexpected();
    return value;
  } finally {
    // Do not keep the last body alive until the next request.
    src = "";
  }
}

/**
 * The API's `application/json` parser. Refusals are Fastify's own errors, as its default parser
 * gives them, so a bad body gets the same 400 answer as before.
 */
export function jsonBodyParser(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void {
  if (body.length === 0) {
    done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY());
    return;
  }
  let value: unknown;
  try {
    value = parseJsonBody(body.toString());
  } catch {
    done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
    return;
  }
  done(null, value);
}

function parseValue(depth: number): unknown {
  const c = src.charCodeAt(pos);
  switch (c) {
    case 0x22: // "
      return parseString();
    case 0x7b: // {
      return parseObject(depth + 1);
    case 0x5b: // [
      return parseArray(depth + 1);
    case 0x74: // t
      return literal("true", true);
    case 0x66: // f
      return literal("false", false);
    case 0x6e: // n
      return literal("null", null);
    default:
      if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return parseNumber();
      return unexpected();
  }
}

function parseObject(depth: number): Record<string, unknown> {
  if (depth > MAX_DEPTH) fail(`Nesting deeper than ${MAX_DEPTH} levels`);
  // A null prototype makes V8 create the object in dictionary mode: adding properties then
  // allocates no maps, and no inherited setter (such as __proto__) can be reached.
  const object: Record<string, unknown> = Object.create(null);
  pos++;
  skipWhitespace();
  if (src.charCodeAt(pos) === 0x7d) {
    pos++;
    return object;
  }
  let constructorAt = -1;
  for (;;) {
    if (src.charCodeAt(pos) !== 0x22) unexpected();
    const keyAt = pos;
    const key = parseKey();
    // Compared after unescaping, so "\u005f_proto__" is caught as well.
    if (key === "__proto__") fail('Forbidden key "__proto__"', keyAt);
    if (key === "constructor") constructorAt = keyAt;
    skipWhitespace();
    if (src.charCodeAt(pos) !== 0x3a) unexpected();
    pos++;
    skipWhitespace();
    object[key] = parseValue(depth);
    skipWhitespace();
    const c = src.charCodeAt(pos);
    if (c === 0x2c) {
      pos++;
      skipWhitespace();
    } else if (c === 0x7d) {
      pos++;
      break;
    } else {
      unexpected();
    }
  }
  // Checked on the finished object so that, as in secure-json-parse, the last duplicate decides.
  if (constructorAt >= 0) {
    const value = object.constructor;
    // Arrays never have an own "prototype", so they pass, as in secure-json-parse.
    if (value !== null && typeof value === "object" && Object.hasOwn(value, "prototype")) {
      fail('Forbidden "constructor" key with a "prototype" key', constructorAt);
    }
  }
  return object;
}

function parseArray(depth: number): unknown[] {
  if (depth > MAX_DEPTH) fail(`Nesting deeper than ${MAX_DEPTH} levels`);
  const array: unknown[] = [];
  pos++;
  skipWhitespace();
  if (src.charCodeAt(pos) === 0x5d) {
    pos++;
    return array;
  }
  for (;;) {
    array.push(parseValue(depth));
    skipWhitespace();
    const c = src.charCodeAt(pos);
    if (c === 0x2c) {
      pos++;
      skipWhitespace();
    } else if (c === 0x5d) {
      pos++;
      return array;
    } else {
      unexpected();
    }
  }
}

/**
 * Reads an object key whose opening quote is at `pos`. Keys repeat from body to body (question ids,
 * field names), so short ones are looked up in a small cache first: a cached key has already been
 * internalized by V8, which makes the property store cheaper than with a fresh slice.
 */
function parseKey(): string {
  const start = pos + 1;
  let i = start;
  let hash = 0;
  for (;;) {
    const c = src.charCodeAt(i);
    if (c === 0x22) break;
    // Escapes, control characters and the end of the text are left to the general path.
    if (c === 0x5c || c < 0x20 || i >= end) return parseString();
    hash = (Math.imul(hash, 31) + c) | 0;
    i++;
  }
  pos = i + 1;
  const length = i - start;
  if (length > MAX_CACHED_KEY_LENGTH) return src.slice(start, i);
  const slot = (hash ^ (hash >>> 12)) & (KEY_CACHE_SIZE - 1);
  const cached = keyCache[slot] ?? "";
  if (cached.length === length) {
    let k = 0;
    while (k < length && cached.charCodeAt(k) === src.charCodeAt(start + k)) k++;
    if (k === length) return cached;
  }
  const key = src.slice(start, i);
  keyCache[slot] = key;
  return key;
}

/** Reads the string whose opening quote is at `pos`. */
function parseString(): string {
  // The unescaped runs between escapes are joined, not built char by char; a string with no
  // escape is one slice (adding it to "" gives the slice itself).
  let out = "";
  let runStart = pos + 1;
  let i = runStart;
  for (;;) {
    if (i >= end) {
      pos = i;
      unexpected();
    }
    const c = src.charCodeAt(i);
    if (c === 0x22) {
      pos = i + 1;
      return out + src.slice(runStart, i);
    }
    if (c === 0x5c) {
      out += src.slice(runStart, i);
      out += decodeEscape(i);
      i += src.charCodeAt(i + 1) === 0x75 ? 6 : 2;
      runStart = i;
    } else if (c < 0x20) {
      controlCharacter(i);
    } else {
      i++;
    }
  }
}

/** Decodes the escape sequence whose backslash is at `at`. */
function decodeEscape(at: number): string {
  const c = src.charCodeAt(at + 1);
  switch (c) {
    case 0x22:
      return '"';
    case 0x5c:
      return "\\";
    case 0x2f:
      return "/";
    case 0x62:
      return "\b";
    case 0x66:
      return "\f";
    case 0x6e:
      return "\n";
    case 0x72:
      return "\r";
    case 0x74:
      return "\t";
    case 0x75: {
      let code = 0;
      for (let k = at + 2; k < at + 6; k++) {
        const digit = hexDigit(src.charCodeAt(k));
        if (digit < 0) {
          pos = k;
          if (k >= end) unexpected();
          fail("Invalid \\u escape in a string", at);
        }
        code = (code << 4) | digit;
      }
      // Lone surrogates pass through unpaired, as JSON.parse lets them.
      return String.fromCharCode(code);
    }
    default:
      pos = at + 1;
      if (at + 1 >= end) unexpected();
      return fail("Invalid escape sequence in a string", at);
  }
}

function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x57;
  return -1;
}

/** Reads the number starting at `pos`, following the JSON grammar exactly. */
function parseNumber(): number {
  const start = pos;
  let c = src.charCodeAt(pos);
  if (c === 0x2d) c = src.charCodeAt(++pos);
  if (c === 0x30) {
    // A leading zero stands alone: "01" stops after the 0 and then fails on the 1.
    c = src.charCodeAt(++pos);
  } else if (c >= 0x31 && c <= 0x39) {
    let value = c - 0x30;
    c = src.charCodeAt(++pos);
    while (c >= 0x30 && c <= 0x39) {
      value = value * 10 + (c - 0x30);
      c = src.charCodeAt(++pos);
    }
    // Integers of up to 15 digits are below 2^53, so this sum is exact and equals what Number()
    // would return; it saves a slice and a string conversion for the commonest numbers.
    if (c !== 0x2e && c !== 0x65 && c !== 0x45 && pos - start <= 15) {
      return src.charCodeAt(start) === 0x2d ? -value : value;
    }
  } else {
    unexpected();
  }
  if (c === 0x2e) {
    c = src.charCodeAt(++pos);
    if (!(c >= 0x30 && c <= 0x39)) unexpected();
    do c = src.charCodeAt(++pos);
    while (c >= 0x30 && c <= 0x39);
  }
  if (c === 0x65 || c === 0x45) {
    c = src.charCodeAt(++pos);
    if (c === 0x2b || c === 0x2d) c = src.charCodeAt(++pos);
    if (!(c >= 0x30 && c <= 0x39)) unexpected();
    do c = src.charCodeAt(++pos);
    while (c >= 0x30 && c <= 0x39);
  }
  // The slice is valid JSON number syntax, which Number() reads with the same rounding as JSON.parse.
  return Number(src.slice(start, pos));
}

function literal<T>(word: string, value: T): T {
  for (let k = 0; k < word.length; k++) {
    if (src.charCodeAt(pos) !== word.charCodeAt(k)) unexpected();
    pos++;
  }
  return value;
}

function skipWhitespace(): void {
  while (pos < end) {
    const c = src.charCodeAt(pos);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
    pos++;
  }
}

/** Fails on the character at `pos`, or on the end of the text. */
function unexpected(): never {
  if (pos >= end) throw new SyntaxError(`Unexpected end of the JSON body at position ${pos}`);
  return fail(`Unexpected character ${describe(src.charCodeAt(pos))}`);
}

// JSON.parse refuses raw U+0000 to U+001F inside strings; they must be escaped.
function controlCharacter(at: number): never {
  return fail(`Unescaped control character ${describe(src.charCodeAt(at))} in a string`, at);
}

function fail(problem: string, at: number = pos): never {
  throw new SyntaxError(`${problem} at position ${at} of the JSON body`);
}

// Printable ASCII is quoted as is; anything else is written as a code point, so that control
// characters and lone surrogates never end up raw in a log line.
function describe(c: number): string {
  if (c > 0x20 && c < 0x7f) return `"${String.fromCharCode(c)}"`;
  return `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
}
