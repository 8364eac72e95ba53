import {
  authTokens,
  mailOutbox,
  passwordResets,
  subscriptions,
  users,
} from "@cc/db/schema/accounts";
import { answerSets, answers, sessions } from "@cc/db/schema/sessions";
import { eq, getTableName, sql } from "drizzle-orm";
import { integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshAddress, logIn, type SignedUp, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/app";
import { createPasswords } from "../auth/passwords";
import { digestOf } from "../auth/secrets";
import { createSubscriptionsRepo } from "../subscriptions/subscriptions.repo";
import { createSubscriptionsService } from "../subscriptions/subscriptions.service";
import { createAccountRepo } from "./account.repo";
import { createAccountService } from "./account.service";
import { ACCOUNT_TABLES, KEPT_SALES_RECORDS, LEARNING_HISTORY } from "./user-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: bearer(token), payload });

const deleteAccount = (token: string, body: Record<string, unknown>, locale = "pt") =>
  call("DELETE", `/api/v1/user/delete-account?locale=${locale}`, token, body);

/** Rows about one learner in every account table. */
async function rowsOf(userId: string) {
  const { db } = t.database;
  const count = async (table: typeof authTokens | typeof passwordResets | typeof subscriptions) =>
    (await db.select().from(table).where(eq(table.userId, userId))).length;
  return {
    user: (await db.select().from(users).where(eq(users.id, userId))).length,
    tokens: await count(authTokens),
    resets: await count(passwordResets),
    subscriptions: await count(subscriptions),
    mails: (await db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId))).length,
  };
}

/** A learner with something in every account table. */
async function learnerWithEverything(): Promise<SignedUp> {
  const learner = await signUp(t);
  await createSubscriptionsService(createSubscriptionsRepo(t.database.db)).grant(
    learner.user.id,
    30,
    "operator",
  );
  await t.app.inject({
    method: "POST",
    url: "/api/forgot-password",
    remoteAddress: freshAddress(),
    payload: { email: learner.email },
  });
  return learner;
}

/** One finished session with its two answers, as the sessions feature records them. */
async function addLearningHistory(userId: string) {
  const { db } = t.database;
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      type: "quickPractice",
      transmission: "manual",
      locale: "pt",
      seed: 1,
      items: [],
    })
    .returning();
  await db.insert(answerSets).values({
    sessionId: session?.id ?? "",
    userId,
    finishedAt: new Date(),
    questionIds: ["q1", "q2"],
    versions: [1, 1],
    categoryIds: ["trafficSigns", "speedLimits"],
    correct: [true, false],
    chosen: ["A", null],
    timeMs: [1200, null],
    answeredAt: [new Date(), new Date()],
  });
}

async function learningRowsOf(userId: string) {
  const { db } = t.database;
  return {
    sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
    answers: (await db.select().from(answers).where(eq(answers.userId, userId))).length,
  };
}

describe("the user record", () => {
  it("has the spec's fields", async () => {
    const learner = await signUp(t, { name: "Beatriz" });
    const response = await call("GET", "/api/v1/user", learner.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      id: learner.user.id,
      name: "Beatriz",
      email: learner.email,
      locale: "pt",
      member_since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      has_active_subscription: false,
      has_completed_trial: false,
      has_password: true,
      required_redirect: null,
      permissions: ["read_basic"],
      exam_date: null,
      subscription_info: {
        status: "none",
        can_access_premium: false,
        plan: null,
        started_at: null,
        expires_at: null,
        days_remaining: null,
      },
    });
    expect(Math.abs(Date.parse(data.member_since) - Date.now())).toBeLessThan(60_000);
  });

  it("never shows the password hash", async () => {
    const learner = await signUp(t);
    const body = (await call("GET", "/api/v1/user", learner.token)).body;
    expect(body).not.toContain("argon2");
    // Only whether there is one (has_password), never a field holding it.
    expect(body).not.toMatch(/"password(_hash|Hash)?"/);
    expect(JSON.parse(body).data.has_password).toBe(true);
  });
});

describe("progress reset", () => {
  it("answers with a message and keeps the account, its sessions and its subscription", async () => {
    const learner = await learnerWithEverything();
    const before = await rowsOf(learner.user.id);
    const response = await call("POST", "/api/v1/user/reset-progress?locale=en", learner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: "Your progress has been reset." } });
    expect(await rowsOf(learner.user.id)).toEqual(before);
    const user = (await call("GET", "/api/v1/user", learner.token)).json().data;
    expect(user.has_active_subscription).toBe(true);
  });

  it("erases the learner's sessions, answers and statistics, and nobody else's", async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    for (const learner of [a, b]) await addLearningHistory(learner.user.id);
    expect((await call("POST", "/api/v1/user/reset-progress", a.token)).statusCode).toBe(200);
    const left = await learningRowsOf(a.user.id);
    expect(left).toEqual({ sessions: 0, answers: 0 });
    expect(await learningRowsOf(b.user.id)).toEqual({ sessions: 1, answers: 2 });
  });

  it("empties the learner's rows in every registered learning table, and only theirs", async () => {
    // A learning table as a feature would register it.
    await t.database.db.execute(
      sql.raw(`create table if not exists probe_answers (
        user_id uuid not null references users(id) on delete cascade,
        question integer not null)`),
    );
    const probeAnswers = pgTable("probe_answers", {
      userId: uuid().notNull(),
      question: integer().notNull(),
    });
    const account = createAccountService({
      repo: createAccountRepo(t.database.db),
      subscriptions: createSubscriptionsService(createSubscriptionsRepo(t.database.db)),
      verifyPassword: createPasswords().verify,
      adminEmails: [],
      forgetSignIns: () => {},
      learningHistory: [{ table: probeAnswers, userId: probeAnswers.userId }],
    });
    const [a, b] = [await signUp(t), await signUp(t)];
    await t.database.db.insert(probeAnswers).values([
      { userId: a.user.id, question: 1 },
      { userId: a.user.id, question: 2 },
      { userId: b.user.id, question: 1 },
    ]);
    await account.resetProgress(a.user.id);
    const left = await t.database.db.select().from(probeAnswers);
    expect(left).toEqual([{ userId: b.user.id, question: 1 }]);
    await t.database.db.execute(sql.raw("drop table probe_answers"));
  });

  it("needs a signed-in learner", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/user/reset-progress" });
    expect(response.statusCode).toBe(401);
  });
});

describe("deletion request", () => {
  it("is recorded once, with the time of the first request", async () => {
    const learner = await signUp(t);
    const first = await call("POST", "/api/v1/user/request-deletion", learner.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.message).toBe("Registámos o seu pedido de eliminação da conta.");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, learner.user.id));
    expect(row?.deletionRequestedAt).toBeInstanceOf(Date);
    await call("POST", "/api/v1/user/request-deletion", learner.token);
    const [again] = await t.database.db.select().from(users).where(eq(users.id, learner.user.id));
    expect(again?.deletionRequestedAt).toEqual(row?.deletionRequestedAt);
  });
});

describe("account deletion", () => {
  it("erases the learner's data everywhere and signs every session out", async () => {
    const learner = await learnerWithEverything();
    const other = await learnerWithEverything();
    await addLearningHistory(learner.user.id);
    await addLearningHistory(other.user.id);
    const otherBefore = await rowsOf(other.user.id);
    const before = await rowsOf(learner.user.id);
    expect(before).toMatchObject({ user: 1, resets: 1, subscriptions: 1, mails: 1 });

    const response = await deleteAccount(
      learner.token,
      { password: learner.password, confirmation: "DELETE", reason: "Passed the exam!" },
      "en",
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { message: "Your account and all your data have been deleted." },
    });
    expect(await rowsOf(learner.user.id)).toEqual({
      user: 0,
      tokens: 0,
      resets: 0,
      subscriptions: 0,
      mails: 0,
    });
    expect((await call("GET", "/api/v1/user", learner.token)).statusCode).toBe(401);
    expect((await logIn(t, { email: learner.email, password: learner.password })).statusCode).toBe(
      422,
    );
    expect(await learningRowsOf(learner.user.id)).toEqual({ sessions: 0, answers: 0 });
    // The other learner is untouched.
    expect(await rowsOf(other.user.id)).toEqual(otherBefore);
    expect(await learningRowsOf(other.user.id)).toEqual({ sessions: 1, answers: 2 });
  });

  it("refuses a wrong password with the spec's message, in both languages", async () => {
    const learner = await signUp(t);
    const en = await deleteAccount(
      learner.token,
      { password: "not my password", confirmation: "DELETE" },
      "en",
    );
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: "The password you entered is incorrect",
      code: "VALIDATION_FAILED",
      errors: { password: ["The password you entered is incorrect"] },
    });
    const pt = await deleteAccount(learner.token, { password: "errada", confirmation: "DELETE" });
    expect(pt.json().errors.password).toEqual(["A palavra-passe introduzida está incorreta"]);
    const missing = await deleteAccount(learner.token, { confirmation: "DELETE" }, "en");
    expect(missing.json().errors).toEqual({ password: ["Password is required"] });
    expect((await rowsOf(learner.user.id)).user).toBe(1);
  });

  it("refuses anything but the confirmation word (DELETE, or ELIMINAR in Portuguese) in capitals", async () => {
    const learner = await signUp(t);
    for (const confirmation of ["delete", "DELETE ", "eliminar", "", undefined]) {
      const en = await deleteAccount(
        learner.token,
        { password: learner.password, confirmation },
        "en",
      );
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({
        confirmation: ["Please type DELETE to confirm account deletion"],
      });
    }
    const pt = await deleteAccount(learner.token, {
      password: learner.password,
      confirmation: "x",
    });
    expect(pt.json().errors.confirmation).toEqual([
      "Escreva ELIMINAR para confirmar a eliminação da conta",
    ]);
    expect((await rowsOf(learner.user.id)).user).toBe(1);
    const deleted = await deleteAccount(learner.token, {
      password: learner.password,
      confirmation: "ELIMINAR",
    });
    expect(deleted.statusCode).toBe(200);
    expect((await rowsOf(learner.user.id)).user).toBe(0);
  });

  it("lets a Google-only account confirm with the typed word alone", async () => {
    const email = `google-only-${Date.now()}@example.com`;
    const [row] = await t.database.db
      .insert(users)
      .values({ name: "G", email, googleSubject: `sub-${email}` })
      .returning();
    const token = "g".repeat(43);
    await t.database.db.insert(authTokens).values({
      userId: row?.id ?? "",
      tokenHash: digestOf(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    // The profile knows not to ask it for a password.
    expect((await call("GET", "/api/v1/user", token)).json().data.has_password).toBe(false);
    const response = await deleteAccount(token, { confirmation: "DELETE" });
    expect(response.statusCode).toBe(200);
    expect((await rowsOf(row?.id ?? "")).user).toBe(0);
  });

  it("only ever deletes the account of the token, whatever the body says", async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    const response = await deleteAccount(b.token, {
      password: b.password,
      confirmation: "DELETE",
      user_id: a.user.id,
      email: a.email,
    });
    expect(response.statusCode).toBe(200);
    expect((await rowsOf(b.user.id)).user).toBe(0);
    expect((await rowsOf(a.user.id)).user).toBe(1);
    expect((await call("GET", "/api/v1/user", a.token)).json().data.id).toBe(a.user.id);
  });
});

describe("user data registry", () => {
  it("knows every table that references users, and each one cascades on delete", async () => {
    const references = await t.database.db.execute<{ table_name: string; delete_rule: string }>(
      sql`select tc.table_name, rc.delete_rule
          from information_schema.table_constraints tc
          join information_schema.referential_constraints rc
            on rc.constraint_name = tc.constraint_name and rc.constraint_schema = tc.table_schema
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = rc.unique_constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
            and ccu.table_name = 'users' and ccu.column_name = 'id'`,
    );
    const known = [...ACCOUNT_TABLES, ...LEARNING_HISTORY.map((entry) => entry.table)].map(
      getTableName,
    );
    const kept = KEPT_SALES_RECORDS.map(getTableName);
    for (const { table_name, delete_rule } of references.rows) {
      if (kept.includes(table_name)) {
        expect(delete_rule, `${table_name} must reference users ON DELETE SET NULL`).toBe(
          "SET NULL",
        );
        continue;
      }
      expect(
        known,
        `${table_name} references users: list it in user-data.ts (learning history or account)`,
      ).toContain(table_name);
      expect(delete_rule, `${table_name} must reference users ON DELETE CASCADE`).toBe("CASCADE");
    }
    // And the lists name real tables (a renamed one would silently escape a progress reset).
    const tables = await t.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(known));
  });
});
