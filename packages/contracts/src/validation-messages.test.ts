import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issuesToFieldErrors } from "./validation-messages";

// A tiny translator that shows which key and parameters were chosen.
const t = (key: string, params?: Record<string, unknown>) =>
  `${key}${params?.field ? `[${params.field}]` : ""}${params?.minimum !== undefined ? `>=${params.minimum}` : ""}`;

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a failure");
  return issuesToFieldErrors(result.error.issues, t);
};

describe("zod issues as catalogue messages", () => {
  const schema = z.object({
    name: z.string().min(2),
    email: z.email("validation.email"),
    age: z.number().int().min(18).optional(),
    tags: z.array(z.string()).max(1).optional(),
  });

  it("reports each field with a generic or a schema-given key", () => {
    expect(errorsOf(schema, { email: "nope" })).toEqual({
      name: ["validation.required[fields.name]"],
      email: ["validation.email[fields.email]"],
    });
    expect(errorsOf(schema, { name: "A", email: "a@b.pt", age: 12, tags: ["x", "y"] })).toEqual({
      name: ["validation.tooShort[fields.name]>=2"],
      age: ["validation.tooSmall[fields.age]>=18"],
      tags: ["validation.tooManyItems[fields.tags]"],
    });
  });

  it("treats an empty string as missing and a wrong type as invalid", () => {
    expect(errorsOf(z.object({ a: z.string().min(1) }), { a: "" })).toEqual({
      a: ["validation.required[fields.a]>=1"],
    });
    expect(errorsOf(z.object({ a: z.string() }), { a: 5 })).toEqual({
      a: ["validation.invalidType[fields.a]"],
    });
  });

  it("names nested fields with dots and unknown keys one by one", () => {
    expect(
      errorsOf(z.object({ answers: z.record(z.string(), z.enum(["A", "B"])) }), {
        answers: { q1: "Z" },
      }),
    ).toEqual({
      "answers.q1": ["validation.invalidValue[fields.q1]"],
    });
    expect(errorsOf(z.strictObject({ a: z.string() }), { a: "x", b: 1, c: 2 })).toEqual({
      b: ["validation.unknownField[fields.b]"],
      c: ["validation.unknownField[fields.c]"],
    });
  });

  it("reports a body that is not an object under the root name", () => {
    expect(errorsOf(z.object({ a: z.string() }), "text")).toEqual({
      body: ["validation.invalidType[fields.body]"],
    });
  });
});
