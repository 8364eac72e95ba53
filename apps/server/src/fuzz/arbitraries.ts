import fc from "fast-check";

/** The parts of an OpenAPI (JSON Schema) schema the generator reads. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
}

/** Strings that broke parsers or databases somewhere: NULs, lone surrogates, huge, injections. */
const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\ud83d\ude97",
  "'; drop table users; --",
  "%00",
  "%s%n",
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "\u202e\ufeff",
  "1e309",
  "-0",
  "00000000-0000-0000-0000-000000000000",
];
const HOSTILE_VALUES = [null, true, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, "x", [null]];

const hostileString = () =>
  fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: "binary", maxLength: 40 }));

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 300);
  const valid =
    schema.format === "uuid"
      ? fc.uuid()
      : schema.format === "email"
        ? fc.emailAddress()
        : schema.format === "date-time"
          ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
          : fc.oneof(
              fc.string({ minLength: Math.min(min, max), maxLength: max }),
              // Any code point, U+0000 and lone surrogate halves included, at a valid length.
              fc.string({ unit: "binary", minLength: Math.min(min, max), maxLength: max }),
            );
  const boundary = fc.constantFrom(
    "a".repeat(min),
    "a".repeat(Math.max(0, min - 1)),
    "a".repeat(schema.maxLength ?? 300),
    "a".repeat((schema.maxLength ?? 300) + 1),
  );
  return fc.oneof({ weight: 5, arbitrary: valid }, boundary, hostileString());
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const valid = integer
    ? fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) })
    : fc.double({ min, max, noNaN: true });
  const boundary = fc.constantFrom(min, max, min - 1, max + 1, 0.5, -0, 2 ** 53, 1e308);
  return fc.oneof({ weight: 5, arbitrary: valid }, boundary);
}

function objectOf(schema: Schema, depth: number, known: Known): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [
        key,
        arbitraryFor(property, depth + 1, known, key),
      ]),
    ),
    { requiredKeys: required.filter((key) => key in properties) },
  );
  const extra =
    typeof schema.additionalProperties === "object"
      ? fc.dictionary(
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom(...known.keys, ...HOSTILE_STRINGS),
          ),
          arbitraryFor(schema.additionalProperties, depth + 1, known),
          { maxKeys: 6 },
        )
      : fc.dictionary(fc.constantFrom("__proto__", "extra", "x\u0000"), fc.anything(), {
          maxKeys: 1,
        });
  return fc
    .tuple(record, fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extra))
    .map(([base, more]) => Object.assign(Object.create(null), more, base));
}

/** Values the app knows (ids of real questions and sessions), so requests go past the 404s. */
export interface Known {
  /** Path parameter or property name -> real values for it. */
  byName: Record<string, string[]>;
  /** Keys of the app's records (question ids as answer keys). */
  keys: string[];
}

/**
 * Valid, boundary and hostile values for a schema: mostly what the schema allows, otherwise its
 * edges, wrong types, and strings built to break whatever reads them.
 */
export function arbitraryFor(
  schema: Schema,
  depth: number,
  known: Known,
  name?: string,
): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom(...HOSTILE_VALUES);
  if (depth > 4) return hostile;
  const real = name ? known.byName[name] : undefined;
  const options: fc.Arbitrary<unknown>[] = [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  else if (schema.const !== undefined) options.push(fc.constant(schema.const));
  else if (alternatives)
    options.push(...alternatives.map((s) => arbitraryFor(s, depth, known, name)));
  else if (schema.allOf?.[0]) options.push(arbitraryFor(schema.allOf[0], depth, known, name));
  else if (types.includes("string")) options.push(stringOf(schema));
  else if (types.includes("integer")) options.push(numberOf(schema, true));
  else if (types.includes("number")) options.push(numberOf(schema, false));
  else if (types.includes("boolean")) options.push(fc.boolean());
  else if (types.includes("array")) {
    options.push(
      fc.array(arbitraryFor(schema.items ?? {}, depth + 1, known), {
        maxLength: Math.min((schema.maxItems ?? 8) + 1, 12),
      }),
    );
  } else if (types.includes("object") || schema.properties)
    options.push(objectOf(schema, depth, known));
  else options.push(fc.anything({ maxDepth: 2 }));
  const valid = fc.oneof(...options.map((arbitrary) => ({ weight: 1, arbitrary })));
  return fc.oneof(
    { weight: 20, arbitrary: real?.length ? fc.oneof(valid, fc.constantFrom(...real)) : valid },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: hostileString() },
  );
}
