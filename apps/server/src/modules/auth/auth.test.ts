import { authTokens, users } from "@cc/db/schema/accounts";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshAddress, freshEmail, logIn, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { ARGON2ID } from "./passwords";
import { digestOf } from "./secrets";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, locale = "pt") =>
  t.app.inject({
    method: "POST",
    url: `/api/register?locale=${locale}`,
    remoteAddress: freshAddress(),
    payload,
  });

const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) });

describe("registration", () => {
  it("creates the account, signs in and answers { user, token }", async () => {
    const email = freshEmail();
    const response = await register({
      name: "Maria Silva",
      email,
      password: "segredo-bem-grande",
      password_confirmation: "segredo-bem-grande",
    });
    expect(response.statusCode).toBe(201);
    const { user, token } = response.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({
      name: "Maria Silva",
      email,
      locale: "pt",
      has_active_subscription: false,
      has_completed_trial: false,
      required_redirect: null,
      permissions: ["read_basic"],
      subscription_info: { status: "none", can_access_premium: false, days_remaining: null },
    });
    expect((await me(token)).json().data.email).toBe(email);
  });

  it("stores the password as an argon2id hash and the token only as its SHA-256", async () => {
    const { token, email, password } = await signUp(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=32768,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(password);
    const tokens = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, row?.id ?? ""));
    expect(tokens.map((r) => r.tokenHash)).toEqual([digestOf(token)]);
  });

  it("normalizes the e-mail (spaces, case) and refuses a duplicate with a field error", async () => {
    const email = freshEmail("Mixed.Case");
    const first = await register({
      name: "Rui",
      email: `  ${email.toUpperCase()}  `,
      password: "password123",
      password_confirmation: "password123",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().user.email).toBe(email.toLowerCase());

    const again = await register(
      {
        name: "Rui Two",
        email: email.toLowerCase(),
        password: "password456",
        password_confirmation: "password456",
      },
      "en",
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: "An account with this email already exists.",
      code: "VALIDATION_FAILED",
      errors: { email: ["An account with this email already exists."] },
    });
  });

  it("gives one account to two simultaneous sign-ups with the same address", async () => {
    const email = freshEmail();
    const body = {
      name: "Twin",
      email,
      password: "password123",
      password_confirmation: "password123",
    };
    const codes = (await Promise.all([register(body), register(body)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([201, 422]);
  });

  it("validates every field as spec section 5 says, in Portuguese by default", async () => {
    const response = await register({
      name: "A",
      email: "not-an-email",
      password: "short",
      password_confirmation: "different",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ["O nome deve ter pelo menos 2 caracteres"],
      email: ["Por favor introduza um email válido"],
      password: ["A palavra-passe deve ter pelo menos 8 caracteres"],
      password_confirmation: ["As palavras-passe não coincidem"],
    });
  });

  it("validates in English, including missing fields", async () => {
    const response = await register({}, "en");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ["Name is required"],
      email: ["Email is required"],
      password: ["Password is required"],
      password_confirmation: ["Password confirmation is required"],
    });
  });

  it("records the language of the request as the account's language", async () => {
    const { user } = await signUp(t, { locale: "en" });
    expect(user.locale).toBe("en");
  });
});

describe("login", () => {
  it("signs in with the e-mail in any case and answers { user, token }", async () => {
    const { email, password, user } = await signUp(t);
    const response = await logIn(t, { email: ` ${email.toUpperCase()}`, password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual(user);
    expect((await me(response.json().token)).statusCode).toBe(200);
  });

  it("gives an unknown e-mail and a wrong password the very same answer", async () => {
    const { email } = await signUp(t);
    const wrongPassword = await logIn(t, { email, password: "not the password" }, { locale: "en" });
    const unknown = await logIn(
      t,
      { email: freshEmail("nobody"), password: "not the password" },
      { locale: "en" },
    );
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrongPassword.json());
    expect(unknown.json()).toEqual({
      message: "These credentials do not match our records.",
      code: "VALIDATION_FAILED",
      errors: { email: ["These credentials do not match our records."] },
    });
    const pt = await logIn(t, { email, password: "not the password" });
    expect(pt.json().message).toBe("Estas credenciais não correspondem aos nossos registos.");
  });

  it("refuses a password sign-in on a Google-only account with the same answer", async () => {
    const email = freshEmail("google-only");
    await t.database.db
      .insert(users)
      .values({ name: "G", email, passwordHash: null, googleSubject: `sub-${email}` });
    const response = await logIn(t, { email, password: "anything at all" }, { locale: "en" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("These credentials do not match our records.");
  });

  it("validates the login form (spec: 6 characters minimum)", async () => {
    const response = await logIn(t, { email: "", password: "12345" }, { locale: "en" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ["Email is required"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("makes the account follow a language chosen in the browser signing in", async () => {
    const { email, password } = await signUp(t, { locale: "pt" });
    const response = await logIn(t, { email, password }, { locale: "en", localeChosen: true });
    expect(response.json().user.locale).toBe("en");
  });

  it("keeps the account's language when the browser has chosen none", async () => {
    const { email, password, token } = await signUp(t, { locale: "en" });
    const response = await logIn(t, { email, password }, { locale: "pt" });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.locale).toBe("en");
    const me = await t.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) });
    expect(me.json().data.locale).toBe("en");
  });

  it("gives a token of 24 hours, or 30 days with remember me", async () => {
    const { email, password } = await signUp(t);
    const expiryOf = async (remember: boolean) => {
      const { token } = (await logIn(t, { email, password, remember })).json();
      const [row] = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, digestOf(token)));
      return ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    };
    expect(await expiryOf(false)).toBeCloseTo(24, 0);
    expect(await expiryOf(true)).toBeCloseTo(30 * 24, 0);
  });

  it("replaces a hash made with older parameters at the next sign-in", async () => {
    const { email, password } = await signUp(t);
    const weaker = await hash(password, { ...ARGON2ID, memoryCost: 19456 });
    await t.database.db.update(users).set({ passwordHash: weaker }).where(eq(users.email, email));
    expect((await logIn(t, { email, password })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/\$m=32768,t=2,p=1\$/);
    expect((await logIn(t, { email, password })).statusCode).toBe(200);
  });
});

describe("tokens", () => {
  it("answers 401 without a token, with a malformed or unknown one", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer" },
      { authorization: "Basic abc" },
      bearer("x".repeat(43)),
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/v1/user?locale=en",
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: "Unauthenticated. Please log in to continue.",
        code: "UNAUTHENTICATED",
      });
    }
  });

  it("refuses an expired token", async () => {
    const { token } = await signUp(t);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, digestOf(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it("revokes exactly the token of the request at logout", async () => {
    const { token, email, password } = await signUp(t);
    const other = (await logIn(t, { email, password })).json().token;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logout?locale=en",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: "You have been signed out." } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it("lets one learner's logout leave another learner signed in", async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(second.token) });
    expect((await me(first.token)).json().data.email).toBe(first.email);
  });

  it("records when a token was last used", async () => {
    const { token } = await signUp(t);
    await me(token);
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, digestOf(token)));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });
});

describe("client flow support", () => {
  it("answers the CSRF cookie call with 204", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sanctum/csrf-cookie" });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
  });

  it("says Google is off without a configured client, and its start is a 404", async () => {
    const providers = await t.app.inject({ method: "GET", url: "/api/v1/auth/providers" });
    expect(providers.json()).toEqual({ data: { google: false } });
    const start = await t.app.inject({
      method: "GET",
      url: "/api/auth/google",
      remoteAddress: freshAddress(),
    });
    expect(start.statusCode).toBe(404);
    const callback = await t.app.inject({ method: "GET", url: "/api/auth/google/callback" });
    expect(callback.statusCode).toBe(404);
  });

  it("documents the account routes in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const path of ["/api/login", "/api/register", "/api/v1/user", "/api/auth/google"]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
