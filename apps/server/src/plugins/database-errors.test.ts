import { Writable } from "node:stream";
import { openPostgres } from "@cc/db/client";
import { createTestDatabase } from "@cc/db/testing";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { digestOf, newSecret } from "../modules/auth/secrets";
import { freshAddress } from "../testing/accounts";
import { createTestApp } from "../testing/app";
import { errorsPlugin } from "./errors";
import { i18nPlugin } from "./i18n";
import { loggerOptions } from "./logging";

/** A logger configured as in production, writing into a string the test can search. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions("info") as object;
  return { logger: { ...options, stream }, text: () => lines.join("") };
}

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g";
const EMAIL = "secret.learner@example.com";
const TOKEN = newSecret();

describe("failed queries", () => {
  it("answer 400 for data PostgreSQL refuses, and log none of the query's values", async () => {
    const database = await createTestDatabase();
    const log = capturedLogger();
    const app = Fastify({ logger: log.logger });
    await app.register(i18nPlugin);
    await app.register(errorsPlugin);
    // Bound parameters that fail to cast: PostgreSQL's message even quotes the first one.
    app.get("/fail", async () =>
      database.db.execute(sql`select ${HASH}::int, ${EMAIL}::int, ${digestOf(TOKEN)}::int`),
    );
    const response = await app.inject({ method: "GET", url: "/fail?locale=en" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "The request contains data that cannot be stored.",
      code: "INVALID_DATA",
    });
    await app.close();
    await database.close();
    const text = log.text();
    expect(text).toContain('"code":"22P02"');
    for (const secret of [HASH, "argon2id", EMAIL, digestOf(TOKEN), TOKEN]) {
      expect(text).not.toContain(secret);
    }
  });

  it("answer 503 with a short Retry-After for a deadlock or a serialization failure", async () => {
    const database = await createTestDatabase();
    const log = capturedLogger();
    const app = Fastify({ logger: log.logger });
    await app.register(i18nPlugin);
    await app.register(errorsPlugin);
    // PostgreSQL's own errors with these SQLSTATEs, raised on purpose (the race itself is
    // payments/lock-order.test.ts).
    app.get<{ Params: { code: string } }>("/fail/:code", async (request) =>
      database.db.execute(
        sql.raw(
          `do $$ begin raise exception 'concurrent' using errcode = '${request.params.code}'; end $$`,
        ),
      ),
    );
    for (const code of ["40P01", "40001"]) {
      const response = await app.inject({ method: "GET", url: `/fail/${code}?locale=en` });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("1");
      expect(response.json()).toEqual({
        message: "Service temporarily unavailable.",
        code: "SERVICE_UNAVAILABLE",
      });
    }
    await app.close();
    await database.close();
    expect(log.text()).toContain('"code":"40P01"');
  });

  it("answer 503 with Retry-After while PostgreSQL is unreachable, logging no token or e-mail", async () => {
    // Port 1: nothing listens, every connection is refused at once.
    const unreachable = openPostgres("postgres://cc:cc@127.0.0.1:1/cc", 2);
    const log = capturedLogger();
    const t = await createTestApp({}, { database: unreachable, logger: log.logger });
    const signedIn = await t.app.inject({
      method: "GET",
      url: "/api/v1/user?locale=en",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(signedIn.statusCode).toBe(503);
    expect(signedIn.headers["retry-after"]).toBe("5");
    expect(signedIn.json()).toEqual({
      message: "Service temporarily unavailable.",
      code: "SERVICE_UNAVAILABLE",
    });
    const register = await t.app.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress: freshAddress(),
      payload: {
        name: "Ana",
        email: EMAIL,
        password: "password123",
        password_confirmation: "password123",
      },
    });
    expect(register.statusCode).toBe(503);
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBe("5");
    expect(health.json().data).toMatchObject({ database: "unreachable", redis: "not_configured" });
    await t.close();
    const text = log.text();
    expect(text).toContain("database unreachable");
    for (const secret of [TOKEN, digestOf(TOKEN), EMAIL, "argon2id"]) {
      expect(text).not.toContain(secret);
    }
  });
});
