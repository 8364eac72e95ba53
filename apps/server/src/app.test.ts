import { errorReports } from "@cc/db/schema/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = {
  type: "frontend_error",
  level: "error",
  message: "Cannot read properties of undefined",
  error: { name: "TypeError", message: "x is undefined", stack: "at a (b.js:1:2)" },
  url: "http://localhost/practice",
  userAgent: "test",
  timestamp: "2026-11-21T10:00:00Z",
};

describe("API conventions", () => {
  it("answers health with the database state, wrapped in data", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: "ok", database: "ok" } });
  });

  it("reports the database as unreachable with a 503", async () => {
    const broken = await createTestApp();
    broken.database.ping = () => Promise.reject(new Error("connection refused"));
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json().data).toMatchObject({ status: "degraded", database: "unreachable" });
    await broken.close();
  });

  it("answers unknown API routes with a localized JSON 404", async () => {
    const pt = await t.app.inject({ method: "GET", url: "/api/v1/nothing?x=1" });
    expect(pt.statusCode).toBe(404);
    expect(pt.headers["content-type"]).toContain("application/json");
    expect(pt.json()).toEqual({
      message: "Rota GET /api/v1/nothing não encontrada.",
      code: "ROUTE_NOT_FOUND",
    });
    const en = await t.app.inject({ method: "DELETE", url: "/api/v1/nothing?locale=en" });
    expect(en.json().message).toBe("Route DELETE /api/v1/nothing not found.");
  });

  it("chooses the language from locale, then Accept-Language, then Portuguese", async () => {
    const ask = (url: string, language?: string) =>
      t.app
        .inject({
          method: "POST",
          url,
          payload: {},
          headers: language ? { "accept-language": language } : {},
        })
        .then((r) => r.json().message);
    expect(await ask("/api/v1/errors/report")).toBe("A validação falhou.");
    expect(await ask("/api/v1/errors/report", "en-GB,en;q=0.9")).toBe("Validation failed.");
    expect(await ask("/api/v1/errors/report?locale=pt", "en")).toBe("A validação falhou.");
    expect(await ask("/api/v1/errors/report?locale=xx", "fr, en;q=0.5")).toBe("Validation failed.");
  });

  it("answers invalid input with 422 and a Laravel-style field map", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/errors/report?locale=en",
      payload: { type: "backend", level: 3 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Validation failed.",
      code: "VALIDATION_FAILED",
      errors: {
        type: ["The selected type is invalid."],
        level: ["The selected level is invalid."],
        message: ["The message field is required."],
      },
    });
  });

  it("answers malformed JSON, wrong content types and huge bodies with clear 4xx errors", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/v1/errors/report?locale=en",
      headers: { "content-type": "application/json" },
      payload: '{"type": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: "The request body is not valid JSON.",
      code: "MALFORMED_JSON",
    });
    // As Fastify's own parser did: an empty body and a prototype key are refused the same way.
    for (const payload of ["", '{"__proto__": {"admin": true}}', '{"type": "x"} trailing']) {
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/v1/errors/report?locale=en",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("MALFORMED_JSON");
    }

    const text = await t.app.inject({
      method: "POST",
      url: "/api/v1/errors/report",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");

    const huge = await t.app.inject({
      method: "POST",
      url: "/api/v1/errors/report",
      payload: { ...report, message: "x".repeat(20_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("PAYLOAD_TOO_LARGE");

    const empty = await t.app.inject({
      method: "POST",
      url: "/api/v1/errors/report",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe("MALFORMED_JSON");
  });

  it("stores browser error reports and acknowledges them", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/errors/report",
      payload: report,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { received: true } });
    const rows = await t.database.db.select().from(errorReports);
    expect(rows.at(-1)).toMatchObject({ level: "error", message: report.message });
  });

  it("carries a request id, echoing a well-formed one from the caller", async () => {
    const own = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(own.headers["x-request-id"]).toBe("abc-123");
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "<script>" },
    });
    expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends security headers and a deny-all policy on API answers, errors included", async () => {
    for (const url of ["/api/health", "/api/v1/no-such-route"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["strict-transport-security"]).toBe(
        "max-age=15552000; includeSubDomains",
      );
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["cross-origin-embedder-policy"]).toBeUndefined();
    }
  });

  it("compresses large JSON answers", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("publishes an OpenAPI document generated from the contracts", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const body =
      doc.paths["/api/v1/errors/report"].post.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["type", "level", "message"]));
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("rate-limits error reports per address with the spec's 429 message", async () => {
    const limited = await createTestApp();
    try {
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/v1/errors/report?locale=en",
          payload: report,
          remoteAddress: "203.0.113.9",
        });
      for (let i = 0; i < 30; i++) expect((await send()).statusCode).toBe(202);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: "Too many requests. Please wait a moment and try again.",
        code: "RATE_LIMITED",
      });
      const other = await limited.app.inject({
        method: "POST",
        url: "/api/v1/errors/report",
        payload: report,
        remoteAddress: "203.0.113.10",
      });
      expect(other.statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
