import { describe, expect, it } from "vitest";
import { parseJsonBody } from "./json-body";

/**
 * Deep equality with a JSON.parse result that also tells -0 from 0 and one key order from another,
 * and requires every object on our side to have a null prototype. (vitest's toStrictEqual cannot
 * be used: it compares `.constructor`, which is an own property for a "constructor" key.)
 */
function same(ours: unknown, theirs: unknown): boolean {
  if (Array.isArray(ours)) {
    return (
      Array.isArray(theirs) &&
      Object.getPrototypeOf(ours) === Array.prototype &&
      ours.length === theirs.length &&
      ours.every((item, i) => same(item, theirs[i]))
    );
  }
  if (ours !== null && typeof ours === "object") {
    if (Object.getPrototypeOf(ours) !== null) return false;
    if (theirs === null || typeof theirs !== "object" || Array.isArray(theirs)) return false;
    const keys = Object.keys(ours);
    const theirKeys = Object.keys(theirs);
    return (
      keys.length === theirKeys.length &&
      keys.every(
        (key, i) =>
          key === theirKeys[i] &&
          same((ours as Record<string, unknown>)[key], (theirs as Record<string, unknown>)[key]),
      )
    );
  }
  return Object.is(ours, theirs);
}

/** Copies a result into plain objects, for readable diffs in failure messages. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === "object") {
    // fromEntries defines properties, so even an own "__proto__" would be copied faithfully.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

function expectSameAsJsonParse(text: string) {
  const ours = parseJsonBody(text);
  const expected = JSON.parse(text);
  expect(plain(ours)).toEqual(expected);
  expect(same(ours, expected)).toBe(true);
}

/** Whether Fastify's default parser (secure-json-parse, "error" actions) would refuse the value. */
function poisoned(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(poisoned);
  if (value === null || typeof value !== "object") return false;
  if (Object.hasOwn(value, "__proto__")) return true;
  const ctor = (value as Record<string, unknown>).constructor;
  if (Object.hasOwn(value, "constructor") && ctor !== null && typeof ctor === "object") {
    if (Object.hasOwn(ctor, "prototype")) return true;
  }
  return Object.values(value).some(poisoned);
}

function depth(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depth));
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

function outcome(parse: (text: string) => unknown, text: string): Outcome {
  try {
    return { ok: true, value: parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Compares with JSON.parse on any text: both refuse it (ours with a SyntaxError), or both accept
 * it with equal results. Returns a description of the difference, or undefined.
 */
function differenceFromJsonParse(text: string): string | undefined {
  const expected = outcome(JSON.parse, text);
  // What JSON.parse accepts but the guards refuse.
  const refused = expected.ok && (poisoned(expected.value) || depth(expected.value) > 64);
  const actual = outcome(parseJsonBody, text);
  if (!actual.ok) {
    if (!(actual.error instanceof SyntaxError)) return `${JSON.stringify(text)}: ${actual.error}`;
    return expected.ok && !refused
      ? `${JSON.stringify(text)}: refused, JSON.parse accepts`
      : undefined;
  }
  if (!expected.ok || refused) return `${JSON.stringify(text)}: accepted, should be refused`;
  return same(actual.value, expected.value) ? undefined : `${JSON.stringify(text)}: different`;
}

/** mulberry32: a tiny seeded generator, so that every run checks the same cases. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

// Characters JSON.stringify escapes (quote, backslash, controls, lone surrogates) or leaves raw.
const STRING_PARTS = [
  ..."abcxyz019 -_./",
  '"',
  "\\",
  "\n",
  "\t",
  "\b",
  "\f",
  "\r",
  "\u0000",
  "\u001f",
  "\u007f",
  "é",
  "日本",
  "\u2028",
  "😀",
  "\ud800",
  "\udfff",
];
// Question-id-like keys repeat across values (the key cache), with index-like and inherited names.
// None is "__proto__" or "prototype", so no generated value is one the guards refuse.
const KEYS = ["mt-012", "hs-104", "session_id", "time_ms", "0", "12", "toString", "constructor"];

function randomString(random: Random): string {
  let text = "";
  for (let n = random.int(10); n > 0; n--) text += random.pick(STRING_PARTS);
  return text;
}

function randomNumber(random: Random): number {
  switch (random.int(6)) {
    case 0:
      return random.int(2_000_001) - 1_000_000;
    case 1:
      return (random.next() - 0.5) * 10 ** (random.int(80) - 40);
    case 2:
      return random.pick([0, -0, 2 ** 53 + 2, 1e21, 5e-324, Number.MAX_VALUE, -1e-7, 0.1]);
    case 3:
      return random.int(10 ** random.int(17)) * (random.next() < 0.5 ? -1 : 1);
    default:
      return Math.round(random.next() * 1e6) / 100;
  }
}

function randomValue(random: Random, level: number): unknown {
  const roll = random.next();
  if (level < 4 && roll < 0.15) {
    return Array.from({ length: random.int(5) }, () => randomValue(random, level + 1));
  }
  if (level < 4 && roll < 0.35) {
    const object: Record<string, unknown> = {};
    for (let n = random.int(7); n > 0; n--) {
      const key = random.next() < 0.5 ? random.pick(KEYS) : randomString(random);
      object[key] = randomValue(random, level + 1);
    }
    return object;
  }
  if (roll < 0.55) return randomString(random);
  if (roll < 0.8) return randomNumber(random);
  if (roll < 0.9) return random.next() < 0.5;
  return null;
}

function randomText(random: Random, value: unknown): string {
  const indent = random.pick([undefined, undefined, 2, "\t", " \r\n"]);
  // JSON.stringify takes no " \r\n" indent, so it goes after each comma instead (safe: no generated
  // string holds a comma).
  if (indent === " \r\n") return JSON.stringify(value).replaceAll(",", ", \r\n\t");
  return JSON.stringify(value, null, indent);
}

const VALID = [
  '{"a":1,"b":[true,false,null],"c":{"d":{"e":[]}}}',
  "{}",
  "[]",
  "[[],{},[{}]]",
  '{"":""}',
  '"\\"\\\\\\/\\b\\f\\n\\r\\t"',
  '"\\u0041\\u00e9\\u00E9\\uD83D\\uDE00\\uabcd\\uABCD"',
  '"\\uD800"',
  '"x\\uDC00\\uD800y"',
  '"héllo 日本 😀 \u2028 \u007f"',
  '"\ud800 raw lone surrogate"',
  '"a/b"',
  "0",
  "-0",
  "-0.0",
  "0e0",
  "-0E-0",
  "1e5",
  "1E+5",
  "1.5E-3",
  "-12.75",
  "0.1",
  "1e-7",
  "999999999999999",
  "-99999999999999",
  "1234567890123456",
  "9007199254740993",
  "123456789012345678901234567890",
  "1.7976931348623157e308",
  "1e400",
  "-1e400",
  "5e-324",
  "2.5e-400",
  "true",
  "false",
  "null",
  '"plain"',
  ' \t\r\n{ \t\r\n"a" \t\r\n: \t\r\n[ \t\r\n1 \t\r\n, \t\r\n2 \t\r\n] \t\r\n, "b" : { } } \t\r\n',
  '{"a":1,"b":2,"a":3}',
  '{"a":{"x":1},"a":[2]}',
  '{"x":1,"0":"a","12":"b","4294967295":2,"4294967294":3,"-1":4,"01":5,"1.5":6}',
  '{"a\\"b":1,"\\u00e9":2,"k\\\\":3,"\\u0000":4,"é":5}',
  '{"toString":1,"hasOwnProperty":2,"valueOf":3,"prototype":4}',
  '{"constructor":1}',
  '{"constructor":{"x":1}}',
  '{"constructor":[{"prototype":1}]}',
  '{"constructor":{"prototype":1},"constructor":2}',
  '{"__proto":1,"__proto__x":2,"a":"__proto__"}',
  '{"a-very-long-key-beyond-the-cache":1,"a-very-long-key-beyond-the-cache":2}',
  `{"session_id":"0b9c8f7e-1234-4abc-9def-0123456789ab","answers":{"mt-012":"A","hs-104":"C"},"time_ms":{"hs-104":4000,"mt-012":12}}`,
  `${"[".repeat(64)}${"]".repeat(64)}`,
  `${'{"a":'.repeat(63)}[1]${"}".repeat(63)}`,
];

const INVALID = [
  "",
  "   ",
  " \t\r\n",
  "{",
  "}",
  "[",
  "]",
  "[1",
  "[1,",
  "[1,]",
  "[,1]",
  "[1,,2]",
  "[1 2]",
  "[1,2]]",
  "{,}",
  '{"a"',
  '{"a":',
  '{"a":1',
  '{"a":1,}',
  '{"a":1,,"b":2}',
  '{"a" 1}',
  '{"a"::1}',
  '{"a":1}}',
  '{"a":1} x',
  "{'a':1}",
  "{a:1}",
  "{1:2}",
  '{"a":1 "b":2}',
  "'a'",
  "01",
  "00",
  "-01",
  "1.",
  "1.e5",
  ".5",
  "-.5",
  "1e",
  "1e+",
  "1E-",
  "+1",
  "-",
  "--1",
  "0x10",
  "1_000",
  "NaN",
  "[NaN]",
  "Infinity",
  "-Infinity",
  "undefined",
  "tru",
  "tRue",
  "True",
  "nul",
  "nulll",
  "falsee",
  '"abc',
  '"abc\\"',
  '"\\',
  '"\\x"',
  '"\\U0041"',
  '"\\u12G4"',
  '"\\u00"',
  '"\\uD83D\\u"',
  '"\\u 123"',
  '"a\u0001b"',
  '"a\nb"',
  '"a\tb"',
  '"\u0000"',
  '"\u001f"',
  "// c\n1",
  "/* c */1",
  "1 // c",
  "#1",
  "\u00a01",
  "\ufeff1",
  "\u20281",
  "\v1",
  "\f1",
  "1 2",
  "[]]",
  "{}{}",
];

describe("parseJsonBody", () => {
  it.each(VALID)("returns what JSON.parse returns for %j", (text) => {
    expectSameAsJsonParse(text);
  });

  it("keeps the sign of -0 and the exact value of long numbers", () => {
    expect(Object.is(parseJsonBody("-0"), -0)).toBe(true);
    expect((parseJsonBody("[-0.0]") as number[])[0]).toBe(-0);
    expect(parseJsonBody("9007199254740993")).toBe(9007199254740992);
    expect(parseJsonBody("-123456789012345")).toBe(-123456789012345);
  });

  it("builds every object with a null prototype and assigns keys as plain properties", () => {
    const body = parseJsonBody('{"answers":{"mt-012":"A","0":"B"},"list":[{"x":1}]}') as {
      answers: Record<string, string>;
      list: Record<string, number>[];
    };
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(Object.getPrototypeOf(body.answers)).toBeNull();
    expect(Object.getPrototypeOf(body.list[0])).toBeNull();
    expect(Array.isArray(body.list)).toBe(true);
    expect(Object.getOwnPropertyDescriptor(body.answers, "mt-012")).toEqual({
      value: "A",
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(Object.keys(body.answers)).toEqual(["0", "mt-012"]);
  });

  it("never mixes up keys across bodies", () => {
    // Thousands of short keys, more than the key cache holds, so slots collide and get replaced.
    for (let i = 0; i < 5000; i++) {
      const j = (i * 7919) % 5000;
      const body = parseJsonBody(`{"k${i}":${i},"k${j}":${j},"q-${i % 300}":"${i}"}`);
      expect(plain(body)).toStrictEqual({ [`k${i}`]: i, [`k${j}`]: j, [`q-${i % 300}`]: `${i}` });
    }
  });

  it.each(INVALID)("refuses %j with a SyntaxError, as JSON.parse does", (text) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(() => parseJsonBody(text)).toThrow(SyntaxError);
  });

  it.each([
    `${"[".repeat(65)}${"]".repeat(65)}`,
    `${'{"a":'.repeat(65)}1${"}".repeat(65)}`,
    `${'{"a":['.repeat(33)}1${"]}".repeat(33)}`,
    `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    "[".repeat(100_000),
  ])("refuses nesting deeper than 64 levels (%#) with a SyntaxError, not a RangeError", (text) => {
    expect(() => parseJsonBody(text)).toThrow(SyntaxError);
    expect(() => parseJsonBody(text)).toThrow(/^Nesting deeper than 64 levels at position \d+/);
  });

  it("names the problem and its position", () => {
    expect(() => parseJsonBody('{"a":1} x')).toThrow(
      'Unexpected character "x" at position 8 of the JSON body',
    );
    expect(() => parseJsonBody('{"a":')).toThrow("Unexpected end of the JSON body at position 5");
    expect(() => parseJsonBody("")).toThrow("The JSON body is empty");
    expect(() => parseJsonBody('["a\u0001"]')).toThrow(
      "Unescaped control character U+0001 in a string at position 3 of the JSON body",
    );
    expect(() => parseJsonBody('"\\x"')).toThrow(
      "Invalid escape sequence in a string at position 1",
    );
    expect(() => parseJsonBody('"ab\\u12G4"')).toThrow(
      "Invalid \\u escape in a string at position 3",
    );
    expect(() => parseJsonBody(`${"[".repeat(65)}${"]".repeat(65)}`)).toThrow(
      "Nesting deeper than 64 levels at position 64 of the JSON body",
    );
  });

  describe("prototype poisoning", () => {
    it.each([
      '{"__proto__":{"x":1}}',
      '{"a":{"__proto__":1}}',
      '[{"__proto__":null}]',
      '{"\\u005f_proto__":{"x":1}}',
      '{"a":1,"__proto__":[]}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{"constructor":{"prototype":1}}',
      '{"a":[{"constructor":{"prototype":null}}]}',
      '{"constructor":1,"constructor":{"prototype":{}}}',
      '{"constructor":{"prototype":1,"other":2},"a":3}',
    ])("refuses %j", (text) => {
      expect(() => parseJsonBody(text)).toThrow(SyntaxError);
    });

    it("reports the forbidden key", () => {
      expect(() => parseJsonBody('{"a":{"__proto__":1}}')).toThrow(
        'Forbidden key "__proto__" at position 6 of the JSON body',
      );
      expect(() => parseJsonBody('{"constructor":{"prototype":1}}')).toThrow(
        'Forbidden "constructor" key with a "prototype" key at position 1',
      );
    });

    it("accepts constructor keys that cannot reach a prototype", () => {
      expectSameAsJsonParse('{"constructor":1}');
      expectSameAsJsonParse('{"constructor":{"x":1}}');
      expectSameAsJsonParse('{"constructor":[{"prototype":1}]}');
      expectSameAsJsonParse('{"prototype":{"constructor":{}}}');
      // As in secure-json-parse, the last of duplicate keys is the one checked.
      expectSameAsJsonParse('{"constructor":{"prototype":1},"constructor":2}');
    });

    it("leaves Object.prototype untouched", () => {
      for (const text of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
        try {
          parseJsonBody(text);
        } catch {
          // Refused, as checked above.
        }
      }
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    });
  });

  it("round-trips thousands of generated values like JSON.parse", () => {
    const random = generator(20_240_601);
    const differences: string[] = [];
    for (let n = 0; n < 3000; n++) {
      const text = randomText(random, randomValue(random, 0));
      const difference = differenceFromJsonParse(text);
      if (difference) differences.push(difference);
      else if (outcome(parseJsonBody, text).ok === false) differences.push(`${text}: refused`);
    }
    expect(differences).toEqual([]);
  });

  it("accepts and refuses exactly what JSON.parse does on mutated texts", () => {
    const random = generator(7);
    const alphabet = [..."{}[]:,\"\\/ \t\n\r0123456789-+.eEtrufalsnxu'", "\u0001", "é", "\ud800"];
    const bases = [...VALID.filter((text) => text.length < 400)];
    for (let n = 0; n < 200; n++) bases.push(randomText(random, randomValue(random, 2)));
    const differences: string[] = [];
    let accepted = 0;
    let mutants = 0;
    for (const base of bases) {
      for (let m = 0; m < 20; m++) {
        let text = base;
        // One to three edits, so that some mutants stay valid and some edits cancel out.
        for (let edits = 1 + random.int(3); edits > 0; edits--) {
          const at = random.int(text.length + 1);
          const op = random.int(3);
          const char = op === 1 ? "" : random.pick(alphabet);
          text = text.slice(0, at) + char + text.slice(op === 0 ? at : at + 1);
        }
        mutants++;
        const difference = differenceFromJsonParse(text);
        if (difference) differences.push(difference);
        else if (outcome(parseJsonBody, text).ok) accepted++;
      }
    }
    expect(differences).toEqual([]);
    // Both sides of the property must be exercised for it to mean anything.
    expect(accepted).toBeGreaterThan(mutants * 0.1);
    expect(accepted).toBeLessThan(mutants * 0.9);
  });

  it("accepts and refuses exactly what JSON.parse does on random token soups", () => {
    const random = generator(99);
    const tokens = [
      "{",
      "}",
      "[",
      "]",
      ":",
      ",",
      '"k"',
      '"\\u00e9"',
      "1",
      "-0.5e3",
      "true",
      "null",
    ];
    const differences: string[] = [];
    let accepted = 0;
    for (let n = 0; n < 4000; n++) {
      let text = "";
      for (let k = random.int(12); k > 0; k--) text += random.pick(tokens) + random.pick(["", " "]);
      const difference = differenceFromJsonParse(text);
      if (difference) differences.push(difference);
      else if (outcome(parseJsonBody, text).ok) accepted++;
    }
    expect(differences).toEqual([]);
    expect(accepted).toBeGreaterThan(100);
  });
});
