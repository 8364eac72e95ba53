import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshAddress } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/app";
import { learner } from "../testing/sessions";

let t: TestApp;
let subscriber: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  subscriber = (await learner(t, { premiumDays: 30 })).headers;
});
afterAll(() => t.close());

const report = { type: "frontend_error", level: "error", message: "m", url: "http://x/practice" };

// Issue 21: each of these reached PostgreSQL and answered 500.
describe("text PostgreSQL cannot store is refused at the edge", () => {
  it("in a path parameter: GET /api/v1/questions/a%00b", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/questions/a%00b?locale=en",
      headers: subscriber,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Validation failed.",
      code: "VALIDATION_FAILED",
      errors: { id: ["The id field contains a character that is not allowed."] },
    });
  });

  it("in a query parameter: GET /api/v1/questions?search=a%00 (in Portuguese)", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/questions?search=a%00",
      headers: subscriber,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      search: ["O campo search contém um carácter que não é permitido."],
    });
  });

  it.each([
    ["a NUL in message", { ...report, message: "a\u0000b" }, "message"],
    ["a NUL deep in context", { ...report, context: { step: ["x\u0000"] } }, "context.step.0"],
    ["a NUL in a key of context", { ...report, context: { "k\u0000": 1 } }, "context.k\ufffd"],
    ["a lone high surrogate in url", { ...report, url: "http://x/\ud800" }, "url"],
    ["a lone low surrogate in message", { ...report, message: "\udc00z" }, "message"],
  ])("in a JSON body: POST /api/v1/errors/report with %s", async (_name, payload, field) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/errors/report?locale=en",
      // JSON.stringify escapes lone surrogates ("\ud800"), as a hostile client would send them.
      payload: JSON.stringify(payload),
      headers: { "content-type": "application/json" },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it("in a name at registration: Ana\\u0000Silva", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register?locale=en",
      remoteAddress: freshAddress(),
      payload: {
        name: "Ana\u0000Silva",
        email: "ana.nul@example.com",
        password: "password123",
        password_confirmation: "password123",
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual([
      "The name field contains a character that is not allowed.",
    ]);
  });

  it("in a header the app reads", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/providers",
      headers: { "accept-language": "en\ud800" },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["accept-language"]);
  });

  it("while paired surrogates (emoji) and other text pass", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/errors/report",
      payload: { ...report, message: "Olá 🚗 ação", context: { note: "ok" } },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(202);
  });
});
