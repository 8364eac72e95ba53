import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { mailOutbox, passwordResets, users } from "@cc/db/schema/accounts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshAddress, freshEmail, logIn, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp";

let smtp: SmtpCapture;
let t: TestApp;
const PUBLIC_URL = "https://codigo.example";

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Código Certo <no-reply@codigo.example>",
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string, locale = "pt") =>
  t.app.inject({
    method: "POST",
    url: `/api/forgot-password?locale=${locale}`,
    remoteAddress: freshAddress(),
    payload: { email },
  });

const reset = (body: Record<string, unknown>, locale = "pt") =>
  t.app.inject({
    method: "POST",
    url: `/api/reset-password?locale=${locale}`,
    remoteAddress: freshAddress(),
    payload: body,
  });

/** The reset link in a mail, as the learner would click it. */
function linkIn(text: string): URL {
  const match = text.match(/https:\/\/codigo\.example\/reset-password\?\S+/);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return new URL(match[0]);
}

describe("password reset through a real SMTP exchange", () => {
  it("mails a link in the learner's language, which sets a new password and ends every session", async () => {
    const learner = await signUp(t, { name: "Joana", locale: "pt" });
    const response = await forgot(learner.email.toUpperCase(), "en");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        message:
          "We have sent an email to this address with the next steps. Check your inbox (and the spam folder).",
      },
    });

    const mail = await smtp.nextMailTo(learner.email);
    expect(mail.from).toBe("no-reply@codigo.example");
    expect(mail.subject).toBe("Repor a palavra-passe");
    expect(mail.text).toContain("Olá Joana,");
    expect(mail.text).toContain("válido durante 60 minutos");
    expect(mail.html).toContain("Escolher uma nova palavra-passe");

    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("email")).toBe(learner.email);
    // Opened on any device, the page is in the mail's language.
    expect(link.searchParams.get("lang")).toBe("pt");
    const done = await reset({
      email: link.searchParams.get("email"),
      token: link.searchParams.get("token"),
      password: "a brand new password",
      password_confirmation: "a brand new password",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.message).toBe(
      "A palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.",
    );

    const old = await t.app.inject({
      method: "GET",
      url: "/api/v1/user",
      headers: bearer(learner.token),
    });
    expect(old.statusCode).toBe(401);
    expect((await logIn(t, { email: learner.email, password: learner.password })).statusCode).toBe(
      422,
    );
    const fresh = await logIn(t, { email: learner.email, password: "a brand new password" });
    expect(fresh.statusCode).toBe(200);

    // The sent mail's body is not kept: it carried a working link.
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, learner.email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).toBe("");
  });

  it("sends English mails to learners who use the site in English", async () => {
    const learner = await signUp(t, { name: "John", locale: "en" });
    await forgot(learner.email, "pt");
    const mail = await smtp.nextMailTo(learner.email);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toContain("Hello John,");
    expect(mail.text).toContain("valid for 60 minutes");
    expect(linkIn(mail.text).searchParams.get("lang")).toBe("en");
  });

  it("answers an address without an account exactly alike, and tells only its mailbox", async () => {
    const learner = await signUp(t);
    const known = await forgot(learner.email, "en");
    const unknownEmail = freshEmail("stranger");
    const unknown = await forgot(unknownEmail, "en");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await smtp.nextMailTo(learner.email);
    const mail = await smtp.nextMailTo(unknownEmail);
    expect(mail.subject).toBe("Password reset request");
    expect(mail.text).toContain("no account uses this email");
    expect(mail.text).toContain(`${PUBLIC_URL}/signup?lang=en`);
    expect(mail.text).not.toContain("reset-password?");
  });

  it("works once only", async () => {
    const learner = await signUp(t);
    await forgot(learner.email);
    const link = linkIn((await smtp.nextMailTo(learner.email)).text);
    const body = {
      email: learner.email,
      token: link.searchParams.get("token"),
      password: "first new password",
      password_confirmation: "first new password",
    };
    expect((await reset(body)).statusCode).toBe(200);
    const second = await reset({
      ...body,
      password: "second new password",
      password_confirmation: "second new password",
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({
      message: "O link de reposição é inválido ou expirou.",
      code: "VALIDATION_FAILED",
      errors: { token: ["O link de reposição é inválido ou expirou."] },
    });
  });

  it("makes earlier links useless once one has been used", async () => {
    const learner = await signUp(t);
    await forgot(learner.email);
    const first = linkIn((await smtp.nextMailTo(learner.email)).text);
    await forgot(learner.email);
    const second = linkIn((await smtp.nextMailTo(learner.email)).text);
    const use = (link: URL, password: string) =>
      reset({
        email: learner.email,
        token: link.searchParams.get("token"),
        password,
        password_confirmation: password,
      });
    expect((await use(second, "password from second")).statusCode).toBe(200);
    expect((await use(first, "password from first")).statusCode).toBe(422);
  });

  it("expires after 60 minutes", async () => {
    const learner = await signUp(t);
    await forgot(learner.email);
    const link = linkIn((await smtp.nextMailTo(learner.email)).text);
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, learner.email));
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account?.id ?? ""));
    expect(((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000).toBeCloseTo(60, 0);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account?.id ?? ""));
    const response = await reset(
      {
        email: learner.email,
        token: link.searchParams.get("token"),
        password: "too late password",
        password_confirmation: "too late password",
      },
      "en",
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("This reset link is invalid or has expired.");
  });

  it("does not let one learner's link change another learner's password", async () => {
    const victim = await signUp(t);
    const attacker = await signUp(t);
    await forgot(attacker.email);
    const link = linkIn((await smtp.nextMailTo(attacker.email)).text);
    const response = await reset({
      email: victim.email,
      token: link.searchParams.get("token"),
      password: "attacker's choice",
      password_confirmation: "attacker's choice",
    });
    expect(response.statusCode).toBe(422);
    expect((await logIn(t, { email: victim.email, password: victim.password })).statusCode).toBe(
      200,
    );
  });

  it("validates the reset form, in both languages", async () => {
    const en = await reset({ email: "x", password: "short", password_confirmation: "short" }, "en");
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      email: ["Please enter a valid email address"],
      token: ["This reset link is invalid or has expired."],
      password: ["Password must be at least 8 characters"],
    });
    const mismatch = await reset(
      { email: "a@b.pt", token: "t", password: "long enough", password_confirmation: "other one" },
      "en",
    );
    expect(mismatch.json().errors).toEqual({ password_confirmation: ["Passwords do not match"] });
    const pt = await forgot("");
    expect(pt.statusCode).toBe(422);
    expect(pt.json().errors).toEqual({ email: ["Email é obrigatório"] });
  });
});

describe("password reset without SMTP", () => {
  it("writes the mail under the data folder and logs its link", async () => {
    const lines: string[] = [];
    const logs = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const local = await createTestApp({ PUBLIC_URL }, { logger: { level: "info", stream: logs } });
    try {
      const learner = await signUp(local);
      await local.app.inject({
        method: "POST",
        url: "/api/forgot-password",
        remoteAddress: freshAddress(),
        payload: { email: learner.email },
      });
      const logged = await waitFor(() =>
        lines.map((line) => JSON.parse(line)).find((entry) => entry.links),
      );
      expect(logged.links[0]).toMatch(/^https:\/\/codigo\.example\/reset-password\?token=/);
      const folder = join(local.config.dataDir, "mail");
      const files = readdirSync(folder);
      expect(files).toHaveLength(1);
      expect(logged.file).toBe(join(folder, files[0] ?? ""));
      const eml = readFileSync(join(folder, files[0] ?? ""), "utf8");
      expect(eml).toContain(`To: ${learner.email}`);
    } finally {
      await local.close();
    }
  });
});

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
