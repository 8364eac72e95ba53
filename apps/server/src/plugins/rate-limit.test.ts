import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import Fastify from "fastify";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis } from "../redis";
import { freshAddress, signUp } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/app";
import { errorsPlugin } from "./errors";
import { i18nPlugin } from "./i18n";
import { rateLimitPlugin } from "./rate-limit";

const PER_MINUTE = 6;
const providers = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: "GET", url: "/api/v1/auth/providers", remoteAddress });

/** Sends PER_MINUTE requests that must pass, then one that must be refused with Retry-After. */
async function expectLimitAfter(send: (i: number) => Promise<{ statusCode: number }>) {
  for (let i = 0; i < PER_MINUTE; i++) expect((await send(i)).statusCode).toBe(200);
  const refused = (await send(PER_MINUTE)) as Awaited<ReturnType<typeof providers>>;
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
}

describe("rate limits by default", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
  });
  afterAll(() => t.close());

  it("limit a route that sets none, per address for guests", async () => {
    const address = freshAddress();
    await expectLimitAfter(() => providers(t, address));
    expect((await providers(t, freshAddress())).statusCode).toBe(200);
  });

  it("limit per learner when signed in, whatever the address", async () => {
    const { token } = await signUp(t);
    await expectLimitAfter(() =>
      t.app.inject({
        method: "GET",
        url: "/api/v1/user",
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: freshAddress(),
      }),
    );
  });

  it("never count files: a page's scripts and a pack's drawings are not requests to ration", async () => {
    const address = freshAddress();
    for (let i = 0; i <= PER_MINUTE * 2; i++) {
      const response = await t.app.inject({
        method: "GET",
        url: `/media/illustrations/${"0".repeat(64)}.svg`,
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(404);
    }
    // The same address is still counted on the API.
    await expectLimitAfter(() => providers(t, address));
  });

  it("leave health probes unlimited, as that route says", async () => {
    for (let i = 0; i <= PER_MINUTE; i++) {
      const response = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(200);
    }
  });

  it("refuse to start with a route that turns its limit off without a reason", async () => {
    const app = Fastify();
    await app.register(i18nPlugin);
    await app.register(errorsPlugin);
    await app.register(rateLimitPlugin, { redis: undefined, perMinute: 1 });
    expect(() => app.get("/free", { config: { rateLimit: false } }, async () => "x")).toThrow(
      /rateLimitExemptBecause/,
    );
    await app.close();
  });

  it("keep each app's budget to itself when routes share an onRequest array", async () => {
    const shared = { onRequest: [async () => {}] };
    const build = async (perMinute: number) => {
      const app = Fastify();
      await app.register(i18nPlugin);
      await app.register(errorsPlugin);
      await app.register(rateLimitPlugin, { redis: undefined, perMinute });
      app.get("/shared", shared, async () => "x");
      await app.ready();
      return app;
    };
    const strict = await build(1);
    const roomy = await build(100);
    const address = freshAddress();
    for (let i = 0; i < 3; i++) {
      const response = await roomy.inject({
        method: "GET",
        url: "/shared",
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(shared.onRequest).toHaveLength(1);
    await Promise.all([strict.close(), roomy.close()]);
  });
});

const REDIS_URL = process.env.REDIS_URL;

/** Two processes sharing one Redis, each key under a prefix of this run alone. */
async function twoProcesses(url: string) {
  const keyPrefix = `cc-test-${randomBytes(6).toString("hex")}:`;
  const clients = [connectRedis(url, { keyPrefix }), connectRedis(url, { keyPrefix })];
  await Promise.all(clients.map(waitUntilReady));
  const env = { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) };
  const apps = await Promise.all(clients.map((redis) => createTestApp(env, { redis })));
  return {
    apps: apps as [TestApp, TestApp],
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      for (const client of clients) client.disconnect();
    },
  };
}

async function waitUntilReady(redis: Redis) {
  for (let i = 0; i < 100 && redis.status !== "ready"; i++) await sleep(20);
  expect(redis.status).toBe("ready");
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!REDIS_URL)("rate limits shared through Redis", () => {
  it("count requests from both processes against one limit", async () => {
    const { apps, close } = await twoProcesses(REDIS_URL as string);
    const address = freshAddress();
    await expectLimitAfter((i) => providers(apps[i % 2] as TestApp, address));
    await close();
  });
});

function hasRedisServer() {
  try {
    execFileSync("redis-server", ["--version"]);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

// Issue 21: with Redis gone, limits switched off and requests stalled for ten seconds.
describe.skipIf(!hasRedisServer())("rate limits when Redis fails", () => {
  let redisServer: ChildProcess;
  let processes: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    const port = await freePort();
    redisServer = spawn(
      "redis-server",
      ["--port", String(port), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1"],
      { stdio: "ignore" },
    );
    await sleep(200);
    processes = await twoProcesses(`redis://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    redisServer.kill("SIGKILL");
    await processes?.close();
  });

  /** Timed request to process `a`: answers the status and the milliseconds it took. */
  async function timed(t: TestApp, address: string) {
    const started = performance.now();
    const response = await providers(t, address);
    return { status: response.statusCode, ms: performance.now() - started };
  }

  it("share counts while Redis answers, and report it as ok", async () => {
    const [a, b] = processes.apps;
    const address = freshAddress();
    await expectLimitAfter((i) => providers(i % 2 ? a : b, address));
    const health = await a.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json().data).toMatchObject({ status: "ok", redis: "ok" });
  });

  it("count in the process within about 100 ms while Redis hangs", async () => {
    const [a] = processes.apps;
    redisServer.kill("SIGSTOP");
    try {
      const address = freshAddress();
      const answers = [];
      for (let i = 0; i <= PER_MINUTE; i++) answers.push(await timed(a, address));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(400);
      const health = await a.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toMatchObject({ status: "degraded", redis: "degraded" });
    } finally {
      redisServer.kill("SIGCONT");
    }
  });

  it("count in each process at once when Redis is gone, and report it as degraded", async () => {
    const [a, b] = processes.apps;
    redisServer.kill("SIGKILL");
    await new Promise((resolve) => redisServer.once("exit", resolve));
    await sleep(100);
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i <= PER_MINUTE; i++) answers.push(await timed(a, address));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(100);
    // Per process meanwhile: the other one has its own budget for that address.
    expect((await timed(b, address)).status).toBe(200);
    const health = await b.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: "degraded", redis: "degraded" });
  });
});
