import type { DatabaseHandle } from "@cc/db/database";
import { mailOutbox } from "@cc/db/schema/accounts";
import { createTestDatabase } from "@cc/db/testing";
import { eq, isNull, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp";
import { renderMail } from "./mail.layout";
import { createOutboxRepo, type OutboxRepo } from "./mail.repo";
import { createMailTransport } from "./mail.transport";
import { createMailWorker } from "./mail.worker";

// A database without an app: the only workers are the ones these tests start.
let database: DatabaseHandle;
let outbox: OutboxRepo;
let smtp: SmtpCapture;
const log = pino({ level: "silent" });
beforeAll(async () => {
  database = await createTestDatabase();
  outbox = createOutboxRepo(database.db);
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

let counter = 0;
const mail = (to = `reader-${++counter}@example.com`) => ({
  userId: null,
  to,
  subject: "Olá",
  text: "texto",
  html: "<p>texto</p>",
});

const workerWith = (smtpUrl: string) =>
  createMailWorker({
    outbox,
    transport: createMailTransport(
      { smtpUrl, from: "cc@example.com", dataDir: "/nonexistent" },
      log,
    ),
    log: log,
  });

const rowTo = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0];

describe("mail outbox", () => {
  it("hands each due mail to exactly one of several concurrent claims", async () => {
    const addresses = Array.from({ length: 30 }, () => mail().to);
    for (const to of addresses) await outbox.enqueue(database.db, mail(to));
    const claims = await Promise.all([0, 1, 2].map(() => outbox.claim(20, 60_000)));
    const claimed = claims.flat().map((m) => m.to);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...addresses].sort());
    // Leased: nobody else gets them until the lease ends...
    expect(await outbox.claim(50, 60_000)).toEqual([]);
    // ...as if the worker holding them had died.
    await database.db
      .update(mailOutbox)
      .set({ sendAfter: sql`now() - interval '1 second'` })
      .where(isNull(mailOutbox.sentAt));
    const afterLease = await outbox.claim(50, 60_000);
    expect(afterLease.map((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(afterLease.every((m) => m.attempts === 2)).toBe(true);
    for (const m of afterLease) await outbox.markSent(m.id);
  });

  it("is sent by the worker through SMTP, and the sent body is dropped", async () => {
    const message = mail();
    await outbox.enqueue(database.db, message);
    const worker = workerWith(smtp.url);
    worker.start();
    try {
      const received = await smtp.nextMailTo(message.to);
      expect(received).toMatchObject({ subject: "Olá", text: "texto", from: "cc@example.com" });
    } finally {
      await worker.stop();
    }
    const row = await rowTo(message.to);
    expect(row).toMatchObject({ attempts: 1, text: "", html: "", lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps a mail SMTP refused, to try again later, and gives up after 8 attempts", async () => {
    const message = mail();
    await outbox.enqueue(database.db, message);
    const worker = workerWith("smtp://127.0.0.1:9");
    worker.start();
    let row = await rowTo(message.to);
    for (let i = 0; i < 200 && !row?.lastError; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      row = await rowTo(message.to);
    }
    await worker.stop();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, text: "texto" });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    const retryInMinutes = ((row?.sendAfter.getTime() ?? 0) - Date.now()) / 60_000;
    expect(retryInMinutes).toBeGreaterThan(0.5);
    expect(retryInMinutes).toBeLessThanOrEqual(1);

    // The eighth failure is the last: the mail is never claimed again.
    await database.db
      .update(mailOutbox)
      .set({ attempts: 7, sendAfter: sql`now()` })
      .where(eq(mailOutbox.toAddress, message.to));
    const last = workerWith("smtp://127.0.0.1:9");
    last.start();
    for (let i = 0; i < 200 && (await rowTo(message.to))?.attempts !== 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await last.stop();
    const never = await database.db.execute<{ never: boolean }>(
      sql`select send_after = 'infinity' as never from mail_outbox where to_address = ${message.to}`,
    );
    expect(never.rows[0]?.never).toBe(true);
  });
});

describe("mail layout", () => {
  it("escapes what it is given in the HTML and keeps the link whole in the text", () => {
    const rendered = renderMail({
      subject: "S",
      greeting: "Olá <Ana> & co,",
      paragraphs: ["p1"],
      action: { label: "Go", url: "https://x.example/a?b=1&c=2" },
      after: ["p2"],
      signature: "sig",
    });
    expect(rendered.text).toBe(
      "Olá <Ana> & co,\n\np1\n\nGo:\nhttps://x.example/a?b=1&c=2\n\np2\n\nsig",
    );
    expect(rendered.html).toContain("Olá &lt;Ana&gt; &amp; co,");
    expect(rendered.html).toContain('href="https://x.example/a?b=1&amp;c=2"');
  });
});
