import { randomUUID } from "node:crypto";
import { users } from "@cc/db/schema/accounts";
import { payments } from "@cc/db/schema/payments";
import { sessions } from "@cc/db/schema/sessions";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { learner } from "../../testing/sessions";

let t: TestApp;
beforeAll(async () => {
  // Tokens trusted for a minute: the whole file runs inside one cache lifetime.
  t = await createTestApp({ TOKEN_CACHE_SECONDS: "60" });
});
afterAll(() => t.close());

/**
 * A signed-in learner whose token this process has looked up (and now trusts from its cache),
 * and whose account is then deleted elsewhere: by another server process, or in the database.
 */
async function goneLearner() {
  const gone = await learner(t, { premiumDays: 14 });
  const me = await t.app.inject({ method: "GET", url: "/api/v1/user", headers: gone.headers });
  expect(me.statusCode).toBe(200);
  await t.database.db.delete(users).where(eq(users.id, gone.id));
  return gone;
}

const SIGNED_OUT = {
  en: { message: "Unauthenticated. Please log in to continue.", code: "UNAUTHENTICATED" },
  pt: { message: "Não autenticado. Inicie sessão para continuar.", code: "UNAUTHENTICATED" },
};

/** Writes that insert a row tied to the learner's users row. */
const WRITES = [
  {
    name: "starting a checkout (a purchase)",
    url: "/api/v1/payments/checkout",
    body: () => ({ plan: "14-days", idempotency_key: randomUUID() }),
    guarded: true,
  },
  {
    name: "starting a practice (a session)",
    url: "/api/v1/practice/quick/start",
    body: () => ({ transmission_type: "manual" }),
    guarded: true,
  },
  {
    // Open to guests too: a signed-in learner's trial is recorded as theirs.
    name: "starting the free trial while signed in",
    url: "/api/v1/trial/start",
    body: () => ({ transmission_type_v1: "manual" }),
    guarded: false,
  },
];

describe("a learner whose account is deleted while their token is still trusted", () => {
  for (const write of WRITES) {
    it(`is answered as signed out, ${write.name}, in the learner's language`, async () => {
      for (const locale of ["en", "pt"] as const) {
        const gone = await goneLearner();
        const send = () =>
          t.app.inject({
            method: "POST",
            url: `${write.url}?locale=${locale}`,
            headers: gone.headers,
            payload: write.body(),
          });
        const first = await send();
        expect(first.statusCode, first.body).toBe(401);
        expect(first.json()).toEqual(SIGNED_OUT[locale]);
        const { db } = t.database;
        expect(await db.select().from(payments).where(eq(payments.email, gone.email))).toEqual([]);
        expect(await db.select().from(sessions).where(eq(sessions.userId, gone.id))).toEqual([]);
        if (write.guarded) {
          // And stays so: the token is not trusted again.
          const again = await send();
          expect(again.statusCode).toBe(401);
          expect(again.json()).toEqual(SIGNED_OUT[locale]);
        }
      }
    });
  }
});
