import type { DatabaseHandle } from "@cc/db/database";
import { questionVersions } from "@cc/db/schema/content";
import { examSessions } from "@cc/db/schema/learning";
import { displayedLetter } from "@cc/domain/scoring";
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { SUBSCRIPTION_COMMANDS } from "../../../server/src/modules/subscriptions/subscriptions.commands";

/** Gives a learner `days` of premium access, as an operator does (`subscription:grant`). */
export async function grantSubscription(database: DatabaseHandle, email: string, days = 14) {
  const grant = SUBSCRIPTION_COMMANDS.find((command) => command.name === "subscription:grant");
  if (!grant) throw new Error("no subscription:grant command");
  await grant.run({ database, out: () => {} } as never, [email, String(days)]);
}

/**
 * A session's questions in the order shown, each with the letter that is right as shown to the
 * learner: read from the frozen snapshot and the question versions, never from the browser.
 */
export async function sessionKey(
  database: DatabaseHandle,
  sessionId: string,
): Promise<{ id: string; right: string; wrong: string }[]> {
  const { db } = database;
  const [session] = await db.select().from(examSessions).where(eq(examSessions.id, sessionId));
  if (!session) throw new Error(`no session ${sessionId}`);
  const key = [];
  for (const item of session.items) {
    const [version] = await db
      .select({ correct: questionVersions.correct })
      .from(questionVersions)
      .where(and(eq(questionVersions.questionId, item.q), eq(questionVersions.version, item.v)));
    if (!version) throw new Error(`no version ${item.q}@${item.v}`);
    const right = displayedLetter({ order: item.o }, version.correct);
    key.push({ id: item.q, right, wrong: right === "A" ? "B" : "A" });
  }
  return key;
}

/** The answers the server has saved for a running session. */
export async function savedAnswerCount(database: DatabaseHandle, sessionId: string) {
  const [session] = await database.db
    .select({ answers: examSessions.answers })
    .from(examSessions)
    .where(eq(examSessions.id, sessionId));
  return Object.keys(session?.answers ?? {}).length;
}

/** The session id of the exam page the browser is on (`?session=<id>`). */
export const sessionIdOf = (page: Page) => new URL(page.url()).searchParams.get("session") ?? "";

/** Page wider than the screen: something does not fit a phone. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
