import "@cc/contracts/validation-messages";
import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type CurrentUser, permissionsFor } from "../core/current-user";
import { authPlugin, requirePermission, requirePremium, requireUser, signedIn } from "./auth";
import { errorsPlugin } from "./errors";
import { i18nPlugin } from "./i18n";

const learner = (permissions: CurrentUser["permissions"]): CurrentUser => ({
  id: "u1",
  name: "Ana",
  email: "ana@example.com",
  locale: "pt",
  permissions,
  tokenId: "t1",
});
// Tokens of this test: what the real authenticate would answer for them.
const TOKENS: Record<string, CurrentUser> = {
  ["b".repeat(43)]: learner(["read_basic"]),
  ["p".repeat(43)]: learner(["read_basic", "access_premium"]),
  ["a".repeat(43)]: learner(["read_basic", "admin_manage"]),
};

const app = Fastify().withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { authenticate: async (token) => TOKENS[token] ?? null });
  app.post(
    "/signed-in",
    { onRequest: [requireUser], schema: { body: z.object({ n: z.number() }) } },
    async (request) => ({ id: signedIn(request).id }),
  );
  app.get("/premium", { onRequest: [requirePremium] }, async () => ({ ok: true }));
  app.get("/admin", { onRequest: [requirePermission("admin_manage")] }, async () => ({ ok: true }));
  app.get("/public", async (request) => ({ user: request.user?.id ?? null }));
  await app.ready();
});
afterAll(() => app.close());

const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
  app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("access guards", () => {
  it("answer 401 before even reading the body", async () => {
    const response = await call("POST", "/signed-in?locale=en", undefined, { n: "not a number" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
    const ok = await call("POST", "/signed-in", "b".repeat(43), { n: 1 });
    expect(ok.json()).toEqual({ id: "u1" });
  });

  it("answer 402 when premium access needs an active subscription", async () => {
    expect((await call("GET", "/premium")).statusCode).toBe(401);
    const refused = await call("GET", "/premium?locale=en", "b".repeat(43));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message: "Premium subscription required.",
      code: "SUBSCRIPTION_REQUIRED",
    });
    expect((await call("GET", "/premium", "p".repeat(43))).statusCode).toBe(200);
  });

  it("answer 403 with required_permission for a missing permission, in both languages", async () => {
    const en = await call("GET", "/admin?locale=en", "p".repeat(43));
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({
      message: "This action requires admin_manage permission.",
      code: "FORBIDDEN",
      required_permission: "admin_manage",
    });
    const pt = await call("GET", "/admin", "p".repeat(43));
    expect(pt.json().message).toBe("Esta ação requer a permissão admin_manage.");
    expect((await call("GET", "/admin", "a".repeat(43))).statusCode).toBe(200);
  });

  it("leave public routes open, with or without a valid token", async () => {
    expect((await call("GET", "/public", "x".repeat(43))).json()).toEqual({ user: null });
    expect((await call("GET", "/public", "b".repeat(43))).json()).toEqual({ user: "u1" });
  });
});

describe("permissions of spec section 6", () => {
  it("give read_basic to everyone, access_premium while subscribed, admin_manage to listed addresses", () => {
    const admins = ["boss@example.com"];
    expect(
      permissionsFor({ email: "a@example.com", hasActiveSubscription: false }, admins),
    ).toEqual(["read_basic"]);
    expect(permissionsFor({ email: "a@example.com", hasActiveSubscription: true }, admins)).toEqual(
      ["read_basic", "access_premium"],
    );
    expect(
      permissionsFor({ email: "boss@example.com", hasActiveSubscription: false }, admins),
    ).toEqual(["read_basic", "admin_manage"]);
  });
});
