import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";

const REDIS_URL = process.env.REDIS_URL;

// Two API processes behind a load balancer must share one budget: counts live in Redis.
describe.skipIf(!REDIS_URL)("rate limits with Redis", () => {
  const opened: { app: TestApp; redis: Redis }[] = [];
  afterAll(async () => {
    for (const { app, redis } of opened) {
      await app.close();
      redis.disconnect();
    }
  });

  async function instance() {
    const redis = new Redis(REDIS_URL as string, { maxRetriesPerRequest: 1 });
    const app = await createTestApp({}, { redis });
    opened.push({ app, redis });
    return app;
  }

  it("count requests from both processes against the same limit", async () => {
    const [a, b] = [await instance(), await instance()];
    // A unique address per run keeps earlier runs' counts out of the way.
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const cleanup = new Redis(REDIS_URL as string);
    await cleanup.del(...(await cleanup.keys(`cc:rl:*${address}*`)), "cc:rl:none");
    cleanup.disconnect();
    const send = (t: TestApp) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/errors/report",
        payload: { type: "frontend_error", level: "info", message: "m" },
        remoteAddress: address,
      });
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await send(i % 2 ? a : b)).statusCode);
    expect(codes.filter((code) => code === 202)).toHaveLength(30);
    expect(codes.at(-1)).toBe(429);
  });
});
