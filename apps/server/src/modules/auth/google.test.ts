import { users } from "@cc/db/schema/accounts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshAddress, freshEmail, logIn, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { type OidcProvider, startOidcProvider } from "../../testing/oidc";

const PUBLIC_URL = "http://app.test";
let provider: OidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp({
    PUBLIC_URL,
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: "codigo-certo-test",
    GOOGLE_CLIENT_SECRET: "test-secret",
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

let subjects = 0;
function identity(overrides: Partial<Parameters<OidcProvider["signInAs"]>[0]> = {}) {
  subjects += 1;
  const person = {
    sub: `google-${process.pid}-${subjects}`,
    email: freshEmail("google"),
    email_verified: true,
    name: "Inês Google",
    ...overrides,
  };
  provider.signInAs(person);
  return person;
}

/** The browser's trip: our start, the provider's consent screen, back to our callback. */
async function startAtProvider(query = "redirect=%2Fpractice&locale=en") {
  const start = await t.app.inject({
    method: "GET",
    url: `/api/auth/google?${query}`,
    remoteAddress: freshAddress(),
  });
  expect(start.statusCode).toBe(302);
  const consent = await fetch(String(start.headers.location), { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(String(consent.headers.get("location")));
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
  return back;
}

async function callback(back: URL): Promise<URL> {
  const done = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
  expect(done.statusCode).toBe(302);
  const target = new URL(String(done.headers.location));
  expect(`${target.origin}${target.pathname}`).toBe(`${PUBLIC_URL}/vue/auth/google/callback`);
  return target;
}

const signInWithGoogle = async (query?: string) => callback(await startAtProvider(query));

const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) });

describe("Google sign-in against a real OpenID Connect provider", () => {
  it("is offered by the providers endpoint", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/auth/providers" });
    expect(response.json()).toEqual({ data: { google: true } });
  });

  it("starts an authorization code flow with PKCE (S256) and a state", async () => {
    const start = await t.app.inject({
      method: "GET",
      url: "/api/auth/google",
      remoteAddress: freshAddress(),
    });
    const url = new URL(String(start.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "codigo-certo-test",
      redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")?.length).toBeGreaterThan(40);
  });

  it("creates an account for a new verified address and hands a token to the web app", async () => {
    const person = identity({ email: ` ${freshEmail("New").toUpperCase()}` });
    const target = await signInWithGoogle();
    expect(target.searchParams.get("error")).toBeNull();
    expect(target.searchParams.get("redirect")).toBe("/practice");
    const token = String(target.searchParams.get("token"));
    const user = (await me(token)).json().data;
    expect(user).toMatchObject({
      name: "Inês Google",
      email: person.email.trim().toLowerCase(),
      locale: "en",
      permissions: ["read_basic"],
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ googleSubject: person.sub, passwordHash: null });
  });

  it("links an existing account with the same e-mail, which keeps its password", async () => {
    const learner = await signUp(t, { name: "Password Person" });
    identity({ email: learner.email, name: "Other Name" });
    const target = await signInWithGoogle();
    const user = (await me(String(target.searchParams.get("token")))).json().data;
    expect(user.id).toBe(learner.user.id);
    expect(user.name).toBe("Password Person");
    expect((await logIn(t, { email: learner.email, password: learner.password })).statusCode).toBe(
      200,
    );
  });

  it("keeps the account's language without a choice in the browser, else follows the choice", async () => {
    const learner = await signUp(t, { locale: "en" });
    identity({ email: learner.email });
    const unchosen = await signInWithGoogle("locale=pt");
    expect((await me(String(unchosen.searchParams.get("token")))).json().data.locale).toBe("en");
    const chosen = await signInWithGoogle("locale=pt&locale_chosen=true");
    expect((await me(String(chosen.searchParams.get("token")))).json().data.locale).toBe("pt");
  });

  it("finds the linked account by Google's subject even after the address changed there", async () => {
    const person = identity();
    const first = await signInWithGoogle();
    const firstUser = (await me(String(first.searchParams.get("token")))).json().data;
    provider.signInAs({ ...person, email: freshEmail("renamed") });
    const second = await signInWithGoogle();
    const secondUser = (await me(String(second.searchParams.get("token")))).json().data;
    expect(secondUser.id).toBe(firstUser.id);
  });

  it("refuses a tampered state, and a state used twice", async () => {
    identity();
    const back = await startAtProvider();
    const tampered = new URL(back);
    tampered.searchParams.set("state", `${back.searchParams.get("state")}x`);
    const refused = await callback(tampered);
    expect(refused.searchParams.get("error")).toBe("invalid_state");
    expect(refused.searchParams.get("token")).toBeNull();

    const noState = new URL(back);
    noState.searchParams.delete("state");
    expect((await callback(noState)).searchParams.get("error")).toBe("invalid_state");

    // The genuine state still works once (a tampered one does not consume it)...
    expect((await callback(back)).searchParams.get("token")).toBeTruthy();
    // ...and never again.
    expect((await callback(back)).searchParams.get("error")).toBe("invalid_state");
  });

  it("refuses a changed language suffix in the state", async () => {
    identity();
    const back = await startAtProvider("locale=en");
    const state = String(back.searchParams.get("state"));
    expect(state.endsWith(".en")).toBe(true);
    back.searchParams.set("state", `${state.slice(0, -2)}pt`);
    expect((await callback(back)).searchParams.get("error")).toBe("invalid_state");
  });

  it("reports a declined consent screen, keeping where the learner was going", async () => {
    identity();
    provider.declineNextConsent();
    const target = await signInWithGoogle("redirect=%2Fstatistics");
    expect(target.searchParams.get("error")).toBe("access_denied");
    expect(target.searchParams.get("redirect")).toBe("/statistics");
    expect(target.searchParams.get("token")).toBeNull();
  });

  it("refuses an address Google has not verified", async () => {
    const person = identity({ email_verified: false });
    const target = await signInWithGoogle();
    expect(target.searchParams.get("error")).toBe("email_unverified");
    const rows = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(rows).toHaveLength(0);
  });

  it("refuses an address whose account is linked to another Google account", async () => {
    const owner = identity();
    await signInWithGoogle();
    identity({ email: owner.email });
    const target = await signInWithGoogle();
    expect(target.searchParams.get("error")).toBe("account_conflict");
  });

  it("refuses a code that does not match the PKCE verifier", async () => {
    identity();
    const back = await startAtProvider();
    back.searchParams.set("code", "00000000-0000-0000-0000-000000000000");
    expect((await callback(back)).searchParams.get("error")).toBe("provider_error");
  });

  it("drops a redirect to another site", async () => {
    identity();
    for (const redirect of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const target = await signInWithGoogle(`redirect=${encodeURIComponent(redirect)}`);
      expect(target.searchParams.get("token")).toBeTruthy();
      expect(target.searchParams.get("redirect")).toBeNull();
    }
  });

  it("sends the browser back with provider_error when the provider cannot be reached", async () => {
    const offline = await createTestApp({
      PUBLIC_URL,
      GOOGLE_ISSUER: "http://127.0.0.1:9",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    try {
      const start = await offline.app.inject({
        method: "GET",
        url: "/api/auth/google?redirect=%2Fpractice",
        remoteAddress: freshAddress(),
      });
      expect(start.statusCode).toBe(302);
      const target = new URL(String(start.headers.location));
      expect(target.pathname).toBe("/vue/auth/google/callback");
      expect(target.searchParams.get("error")).toBe("provider_error");
    } finally {
      await offline.close();
    }
  });
});
