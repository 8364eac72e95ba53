import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis } from "../../redis";
import { bearer, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";

const REDIS_URL = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function whenReady(redis: Redis) {
  for (let i = 0; i < 100 && redis.status !== "ready"; i++) await sleep(20);
  expect(redis.status).toBe("ready");
}

describe.skipIf(!REDIS_URL)("sign-ins forgotten in every process through Redis", () => {
  // Two server processes on one database and one Redis, trusting a looked-up token for a minute.
  let here: TestApp;
  let there: TestApp;
  const clients: Redis[] = [];
  beforeAll(async () => {
    const keyPrefix = `cc-test-${randomBytes(6).toString("hex")}:`;
    clients.push(
      connectRedis(REDIS_URL as string, { keyPrefix }),
      connectRedis(REDIS_URL as string, { keyPrefix }),
    );
    await Promise.all(clients.map(whenReady));
    const env = { TOKEN_CACHE_SECONDS: "60" };
    here = await createTestApp(env, { redis: clients[0] });
    there = await createTestApp(env, { redis: clients[1], database: here.database });
    // Each process's listener subscribes once its own connection is ready.
    await sleep(200);
  });
  afterAll(async () => {
    await there.close();
    await here.close();
    for (const client of clients) client.disconnect();
  });

  it("end at once on the other process when the account is deleted on this one", async () => {
    const learner = await signUp(here, { locale: "en" });
    const purchases = () =>
      there.app.inject({ method: "GET", url: "/api/v1/payments", headers: bearer(learner.token) });
    // The other process looks the token up once and trusts it from then on.
    expect((await purchases()).statusCode).toBe(200);
    const deleted = await here.app.inject({
      method: "DELETE",
      url: "/api/v1/user/delete-account",
      headers: bearer(learner.token),
      payload: { password: learner.password, confirmation: "DELETE" },
    });
    expect(deleted.statusCode).toBe(200);
    let answer = await purchases();
    for (let i = 0; i < 50 && answer.statusCode === 200; i++) {
      await sleep(20);
      answer = await purchases();
    }
    expect(answer.statusCode).toBe(401);
  });
});
