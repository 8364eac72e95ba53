import { users } from "@cc/db/schema/accounts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshAddress, logIn, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp";

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Sign-ins are looked up on every request, so a change shows at once.
  t = await createTestApp({
    SMTP_URL: smtp.url,
    TOKEN_CACHE_SECONDS: "0",
    PUBLIC_URL: "https://cc.example",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  method: "GET" | "POST" | "PATCH",
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: bearer(token), payload, remoteAddress: freshAddress() });

const me = async (token: string) => (await call("GET", "/api/v1/user", token)).json().data;
const linkIn = (text: string) =>
  new URL(text.match(/https:\/\/cc\.example\/confirm-email\?\S+/)?.[0] ?? "");

describe("name and language", () => {
  it("are stored on the account, and mails then follow the language", async () => {
    const learner = await signUp(t);
    const answer = await call("PATCH", "/api/v1/user", learner.token, {
      name: "  Ana Silva ",
      locale: "en",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ name: "Ana Silva", locale: "en" });
    expect(await me(learner.token)).toMatchObject({ name: "Ana Silva", locale: "en" });
    await t.app.inject({
      method: "POST",
      url: "/api/forgot-password?locale=pt",
      payload: { email: learner.email },
      remoteAddress: freshAddress(),
    });
    expect((await smtp.nextMailTo(learner.email)).subject).toBe("Reset your password");
  });

  it("refuses a one-letter name and an unknown language, changing nothing", async () => {
    const learner = await signUp(t, { name: "Rui Costa" });
    const bad = await call("PATCH", "/api/v1/user?locale=en", learner.token, {
      name: "R",
      locale: "fr",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual(["Name must be at least 2 characters"]);
    expect(await me(learner.token)).toMatchObject({ name: "Rui Costa", locale: "pt" });
  });

  it("are only ever the caller's own: a guest gets 401", async () => {
    const answer = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/user",
      payload: { name: "Eve" },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe("password change", () => {
  it("needs the current password, ends the other sign-ins and tells the learner by mail", async () => {
    const learner = await signUp(t);
    const other = (await logIn(t, { email: learner.email, password: learner.password })).json()
      .token;
    const wrong = await call("POST", "/api/v1/user/password", learner.token, {
      current_password: "not it",
      password: "a brand new secret",
      password_confirmation: "a brand new secret",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: ["A palavra-passe atual não está correta."],
    });
    expect((await call("GET", "/api/v1/user", other)).statusCode).toBe(200);

    const done = await call("POST", "/api/v1/user/password", learner.token, {
      current_password: learner.password,
      password: "a brand new secret",
      password_confirmation: "a brand new secret",
    });
    expect(done.statusCode).toBe(200);
    expect((await call("GET", "/api/v1/user", learner.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/user", other)).statusCode).toBe(401);
    expect((await logIn(t, { email: learner.email, password: learner.password })).statusCode).toBe(
      422,
    );
    expect(
      (await logIn(t, { email: learner.email, password: "a brand new secret" })).statusCode,
    ).toBe(200);
    expect((await smtp.nextMailTo(learner.email)).subject).toBe("A sua palavra-passe foi alterada");
  });
});

describe("password check before deletion", () => {
  it("answers on the password field, and counts against a per-learner budget", async () => {
    const learner = await signUp(t);
    expect(
      (
        await call("POST", "/api/v1/user/verify-password", learner.token, {
          password: learner.password,
        })
      ).statusCode,
    ).toBe(200);
    const wrong = await call("POST", "/api/v1/user/verify-password?locale=en", learner.token, {
      password: "nope",
    });
    expect(wrong.json().errors).toEqual({ password: ["The password you entered is incorrect"] });
    let last = wrong.statusCode;
    for (let i = 0; i < 10 && last !== 429; i++) {
      last = (
        await call("POST", "/api/v1/user/verify-password", learner.token, { password: "nope" })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("e-mail change", () => {
  it("changes the address only when the link mailed to the new one is opened, once", async () => {
    const learner = await signUp(t);
    const newEmail = `new-${learner.email}`;
    const asked = await call("POST", "/api/v1/user/email", learner.token, {
      email: newEmail.toUpperCase(),
      current_password: learner.password,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data.message).toContain(newEmail);
    expect((await smtp.nextMailTo(learner.email)).text).toContain(newEmail);
    const link = linkIn((await smtp.nextMailTo(newEmail)).text);
    // Opened on any device, the page is in the mail's language.
    expect(link.searchParams.get("lang")).toBe("pt");
    expect((await me(learner.token)).email).toBe(learner.email);

    const confirm = (token: string | null) =>
      t.app.inject({ method: "POST", url: "/api/v1/user/email/confirm", payload: { token } });
    expect((await confirm(link.searchParams.get("token"))).statusCode).toBe(200);
    expect((await me(learner.token)).email).toBe(newEmail);
    const again = await confirm(link.searchParams.get("token"));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toBeDefined();
  });

  it("refuses an address another account has, and a wrong current password", async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const taken = await call("POST", "/api/v1/user/email", second.token, {
      email: first.email,
      current_password: second.password,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(["Já existe uma conta com este email."]);
    const wrong = await call("POST", "/api/v1/user/email", second.token, {
      email: `other-${second.email}`,
      current_password: "wrong",
    });
    expect(wrong.json().errors.current_password).toBeDefined();
  });
});

describe("data export", () => {
  it("holds the learner's account, sign-ins and learning tables, and no secret", async () => {
    const learner = await signUp(t, { name: "Marta Dias" });
    await t.database.db
      .update(users)
      .set({ examDate: "2030-06-14" })
      .where(eq(users.id, learner.user.id));
    const answer = await call("GET", "/api/v1/user/export", learner.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="codigo-certo-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = answer.json();
    expect(data.account).toMatchObject({
      name: "Marta Dias",
      email: learner.email,
      signs_in_with_password: true,
      exam_date: "2030-06-14",
    });
    expect(data.signIns).toHaveLength(1);
    expect(Object.keys(data.learning)).toEqual(expect.arrayContaining(["sessions", "answer_sets"]));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, learner.user.id));
    expect(answer.body).not.toContain(row?.passwordHash ?? "?");
    expect(answer.body).not.toContain(learner.token);
  });
});
