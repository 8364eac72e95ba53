import type { DatabaseHandle } from "@cc/db/database";
import { sessions } from "@cc/db/schema/sessions";
import { answerKey, wrongLetter } from "@cc/server/testing";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";

/**
 * A session's questions in the order shown, each with the letter that is right as shown to the
 * learner: read from the frozen snapshot and the question versions, never from the browser.
 */
export async function sessionKey(
  database: DatabaseHandle,
  sessionId: string,
): Promise<{ id: string; right: string; wrong: string }[]> {
  const key = await answerKey(database, sessionId);
  return Object.entries(key).map(([id, right]) => ({ id, right, wrong: wrongLetter(right) }));
}

/** The answers the server has saved for a running session. */
export async function savedAnswerCount(database: DatabaseHandle, sessionId: string) {
  const [session] = await database.db
    .select({ answers: sessions.answers })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return Object.keys(session?.answers ?? {}).length;
}

/** The session id of the exam page the browser is on (`?session=<id>`). */
export const sessionIdOf = (page: Page) => new URL(page.url()).searchParams.get("session") ?? "";

/** Page wider than the screen: something does not fit a phone. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
