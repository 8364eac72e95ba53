import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshAddress, freshEmail, logIn, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { AUTH_RATE_LIMITS } from "./auth.rate-limits";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = {
  en: { message: "Too many requests. Please wait a moment and try again.", code: "RATE_LIMITED" },
  pt: {
    message: "Demasiados pedidos. Aguarde um momento e tente novamente.",
    code: "RATE_LIMITED",
  },
};

const post = (app: TestApp, url: string, payload: object, remoteAddress: string) =>
  app.app.inject({ method: "POST", url, payload, remoteAddress });

/** Sends `max` requests that must pass, then one that must be refused; answers the refusal. */
async function exhaust(max: number, send: (i: number) => Promise<{ statusCode: number }>) {
  for (let i = 0; i < max; i++)
    expect((await send(i)).statusCode, `request ${i + 1}`).not.toBe(429);
  const refused = await send(max);
  expect(refused.statusCode).toBe(429);
  return refused as Awaited<ReturnType<TestApp["app"]["inject"]>>;
}

describe("rate limits on the sign-in routes", () => {
  it("limit login per client address, whatever the e-mail", async () => {
    const address = freshAddress();
    const refused = await exhaust(AUTH_RATE_LIMITS.login.perAddress.max, () =>
      logIn(
        t,
        { email: freshEmail(), password: "wrong password" },
        { locale: "en", remoteAddress: address },
      ),
    );
    expect(refused.json()).toEqual(TOO_MANY.en);
    const elsewhere = await logIn(t, { email: freshEmail(), password: "wrong password" });
    expect(elsewhere.statusCode).toBe(422);
  });

  it("limit login per e-mail and address (in Portuguese), with Retry-After", async () => {
    const learner = await signUp(t);
    const attacker = freshAddress();
    const refused = await exhaust(AUTH_RATE_LIMITS.login.perEmailAndAddress.max, () =>
      logIn(t, { email: learner.email, password: "guess guess" }, { remoteAddress: attacker }),
    );
    expect(refused.json()).toEqual(TOO_MANY.pt);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The budget is the account's at that address, however the e-mail is typed.
    const typedOtherwise = await logIn(
      t,
      { email: ` ${learner.email.toUpperCase()} `, password: learner.password },
      { remoteAddress: attacker },
    );
    expect(typedOtherwise.statusCode).toBe(429);
    // A stranger's guesses never lock the owner out of their own address (issue 21).
    const owner = await logIn(t, { email: learner.email, password: learner.password });
    expect(owner.statusCode).toBe(200);
  });

  it("give every refusal of a route's own limit a Retry-After", async () => {
    const address = freshAddress();
    const refused = await exhaust(AUTH_RATE_LIMITS.login.perAddress.max, () =>
      logIn(t, { email: freshEmail(), password: "wrong password" }, { remoteAddress: address }),
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limit registration per address and per e-mail", async () => {
    const address = freshAddress();
    await exhaust(AUTH_RATE_LIMITS.register.perAddress.max, () =>
      post(t, "/api/register", {}, address),
    );
    const email = freshEmail();
    const body = {
      name: "Ana",
      email,
      password: "password123",
      password_confirmation: "password123",
    };
    await exhaust(AUTH_RATE_LIMITS.register.perEmail.max, () =>
      post(t, "/api/register", body, freshAddress()),
    );
  });

  it("limit forgot-password per address and per e-mail", async () => {
    const address = freshAddress();
    await exhaust(AUTH_RATE_LIMITS.forgotPassword.perAddress.max, () =>
      post(t, "/api/forgot-password", {}, address),
    );
    const email = freshEmail();
    await exhaust(AUTH_RATE_LIMITS.forgotPassword.perEmail.max, () =>
      post(t, "/api/forgot-password", { email }, freshAddress()),
    );
  });

  it("limit reset-password per address and per e-mail", async () => {
    const address = freshAddress();
    await exhaust(AUTH_RATE_LIMITS.resetPassword.perAddress.max, () =>
      post(t, "/api/reset-password", {}, address),
    );
    const email = freshEmail();
    const body = {
      email,
      token: "guess",
      password: "password123",
      password_confirmation: "password123",
    };
    await exhaust(AUTH_RATE_LIMITS.resetPassword.perEmail.max, () =>
      post(t, "/api/reset-password", body, freshAddress()),
    );
  });

  it("limit account deletion's password check per learner, from any address (issue 21)", async () => {
    const learner = await signUp(t);
    const refused = await exhaust(AUTH_RATE_LIMITS.deleteAccount.perUser.max, () =>
      t.app.inject({
        method: "DELETE",
        url: "/api/v1/user/delete-account",
        headers: { authorization: `Bearer ${learner.token}` },
        payload: { password: "a wrong guess", confirmation: "DELETE" },
        remoteAddress: freshAddress(),
      }),
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limit the start of Google sign-in per address", async () => {
    const address = freshAddress();
    await exhaust(AUTH_RATE_LIMITS.googleStart.perAddress.max, () =>
      t.app.inject({ method: "GET", url: "/api/auth/google", remoteAddress: address }),
    );
  });
});

const REDIS_URL = process.env.REDIS_URL;

// Processes behind a load balancer share one budget per e-mail: the counts live in Redis.
describe.skipIf(!REDIS_URL)("rate limits shared through Redis", () => {
  const opened: { app: TestApp; redis: Redis }[] = [];
  afterAll(async () => {
    for (const { app, redis } of opened) {
      await app.close();
      redis.disconnect();
    }
  });

  it("count one e-mail's login attempts from one address across processes", async () => {
    const instance = async () => {
      const redis = new Redis(REDIS_URL as string, { maxRetriesPerRequest: 1 });
      const app = await createTestApp({}, { redis });
      opened.push({ app, redis });
      return app;
    };
    const [a, b] = [await instance(), await instance()];
    const email = freshEmail("shared");
    const address = `198.18.${randomInt(256)}.${randomInt(256)}`;
    const codes: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.login.perEmailAndAddress.max; i++) {
      const response = await logIn(
        i % 2 ? a : b,
        { email, password: "wrong password" },
        { remoteAddress: address },
      );
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, -1).every((code) => code === 422)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
