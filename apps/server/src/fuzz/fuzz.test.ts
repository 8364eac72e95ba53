import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { learner } from "../testing/sessions";
import type { Known } from "./arbitraries";
import { type Caller, type Operation, operationsOf, requestsFor } from "./requests";

/**
 * Every route of the OpenAPI document, driven through `inject` with values generated from its own
 * schemas (valid, boundary and hostile): no answer may be a 5xx, and the process must not crash.
 * `npm test` sends FUZZ_RUNS (default 20) requests per route; `npm run fuzz` sends 10,000.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

// Routes that end the callers' sign-in or account run last, so the others keep a signed-in caller.
const LAST = ["/api/logout", "/api/v1/user/delete-account", "/api/v1/user/reset-progress"];

let t: TestApp;
let known: Known;
let callers: Caller[];
const sent = { requests: 0, serverErrors: 0 };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "1000000" });
  const premium = await learner(t, { premiumDays: 30 });
  const basic = await learner(t);
  const questions = await t.app.inject({
    method: "GET",
    url: "/api/v1/questions?per_page=50",
    headers: premium.headers,
  });
  const questionIds = (questions.json().data as { id: string }[]).map((q) => q.id);
  const exam = await t.app.inject({
    method: "POST",
    url: "/api/v1/exams/start",
    headers: premium.headers,
    payload: { transmission_type: "manual" },
  });
  const sessionId = exam.json().data.session_id as string;
  known = {
    byName: { id: [...questionIds.slice(0, 5), sessionId], session_id: [sessionId] },
    keys: questionIds.slice(0, 10),
  };
  callers = [
    { headers: premium.headers },
    { headers: premium.headers },
    { headers: basic.headers },
    { headers: {} },
    { headers: { authorization: "Bearer not-a-token-but-long-enough-xyz" } },
    { headers: { ...premium.headers, "accept-language": "en-GB,en;q=0.9" } },
  ];
}, 60_000);

afterAll(async () => {
  console.info(`fuzz: ${sent.requests} requests, ${sent.serverErrors} answered 5xx`);
  await t?.close();
});

function ordered(operations: Operation[]) {
  const rank = (o: Operation) => LAST.indexOf(o.path);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

describe("every route answers hostile input without a 5xx", async () => {
  const probe = await createTestApp();
  const operations = ordered(operationsOf(probe.app.swagger()));
  await probe.close();

  it("covers the whole OpenAPI document", () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, { timeout: 60_000 + RUNS * 200 }, async () => {
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, known, callers), async (request) => {
          const response = await t.app.inject(request);
          sent.requests += 1;
          if (response.statusCode >= 500) sent.serverErrors += 1;
          expect(
            response.statusCode,
            `${request.method} ${request.url}: ${response.body}`,
          ).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
