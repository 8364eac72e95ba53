import type { DatabaseHandle } from "@cc/db/database";
import { questionVersions } from "@cc/db/schema/content";
import { sessions } from "@cc/db/schema/sessions";
import { displayedLetter } from "@cc/domain/scoring";
import { and, eq } from "drizzle-orm";
import { createSubscriptionsRepo } from "../modules/subscriptions/subscriptions.repo";
import { createSubscriptionsService } from "../modules/subscriptions/subscriptions.service";
import { bearer, type SignedUp, signUp } from "./accounts";
import type { TestApp } from "./app";

/** A signed-up learner, with `days` of premium access when given (as an operator grants it). */
export async function learner(
  t: TestApp,
  options: { premiumDays?: number; locale?: "pt" | "en" } = {},
): Promise<SignedUp & { id: string; headers: Record<string, string> }> {
  const signed = await signUp(t, { locale: options.locale });
  if (options.premiumDays) {
    await createSubscriptionsService(createSubscriptionsRepo(t.database.db)).grant(
      signed.user.id,
      options.premiumDays,
      "operator",
    );
  }
  return { ...signed, id: signed.user.id, headers: bearer(signed.token) };
}

/**
 * The right answer of every question of a session, as shown to the learner (question id -> shown
 * letter), read from the database: what a cheating client could never see.
 */
export async function answerKey(
  database: DatabaseHandle,
  sessionId: string,
): Promise<Record<string, string>> {
  const { db } = database;
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session) throw new Error(`no session ${sessionId}`);
  const key: Record<string, string> = {};
  for (const item of session.items) {
    const [version] = await db
      .select({ correct: questionVersions.correct })
      .from(questionVersions)
      .where(and(eq(questionVersions.questionId, item.q), eq(questionVersions.version, item.v)));
    if (!version) throw new Error(`no version ${item.q}@${item.v}`);
    key[item.q] = displayedLetter({ order: item.o }, version.correct);
  }
  return key;
}

/** A shown letter that is not the right one (every question has at least two options). */
export const wrongLetter = (right: string) => (right === "A" ? "B" : "A");

/**
 * Answers from a key: the first `wrong` questions answered wrongly, the last `blank` left out,
 * the rest right.
 */
export function answersFrom(
  key: Record<string, string>,
  { wrong = 0, blank = 0 }: { wrong?: number; blank?: number } = {},
): Record<string, string> {
  const ids = Object.keys(key);
  return Object.fromEntries(
    ids
      .slice(0, ids.length - blank)
      .map((id, index) => [
        id,
        index < wrong ? wrongLetter(key[id] as string) : (key[id] as string),
      ]),
  );
}
