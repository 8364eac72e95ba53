import type { DatabaseHandle } from "@cc/db/database";
import { sessions } from "@cc/db/schema/sessions";
import { answerKey, grantSubscription, wrongLetter } from "@cc/server/testing";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { newAccount, register } from "./accounts";
import type { Harness } from "./harness";

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

/**
 * A learner with a pass who sat `exams` full exams through the API, each with its first `wrong`
 * answers wrong: their token and the sessions, oldest first.
 */
export async function examTaker(
  h: Harness,
  { wrong, locale, exams = 1 }: { wrong: number; locale: "pt" | "en"; exams?: number },
): Promise<{ token: string; sessionIds: string[] }> {
  const account = newAccount("exam-taker");
  const token = await register(h.baseUrl, account, locale);
  await grantSubscription(h.database, account.email, 14);
  const call = async (path: string, body: object) => {
    const response = await fetch(`${h.baseUrl}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: { session_id: string } };
  };
  const sessionIds: string[] = [];
  for (let n = 0; n < exams; n++) {
    const started = await call("/v1/exams/start", { transmission_type: "manual" });
    sessionIds.push(started.data.session_id);
    const key = await sessionKey(h.database, started.data.session_id);
    const answers = Object.fromEntries(
      key.map((q, i) => [q.id, i < wrong ? q.wrong : q.right] as const),
    );
    await call("/v1/exams/submit", { session_id: started.data.session_id, answers });
  }
  return { token, sessionIds };
}
