import { illustrationUrl } from "@cc/content/load";
import type { SessionStatus, SessionType } from "@cc/contracts/sessions";
import type { SessionResult } from "@cc/db/schema/sessions";
import { MODES, maxMistakesFor } from "@cc/domain/modes";
import { DISPLAY_LETTERS, type SessionQuestion } from "@cc/domain/scoring";
import type { Locale } from "@cc/i18n/catalogue";
import type { Session, VersionContent } from "./sessions.repo";

/*
 * How sessions are shown: the pieces of the responses that several use cases share. Each route's
 * contract then writes only what it declares (plugins/serializer.ts).
 */

/** A question as shown in a session: its frozen version, options in their frozen order. */
export function questionView(content: VersionContent, question: SessionQuestion, locale: Locale) {
  const text = content[locale];
  const options: Record<string, string> = {};
  for (const [index, written] of [...question.order].entries()) {
    options[DISPLAY_LETTERS[index] as string] = text.options[written] ?? "";
  }
  return {
    id: content.questionId,
    category_id: content.categoryId,
    text: text.text,
    options,
    image_url: content.illustration ? illustrationUrl(content.illustration) : null,
    image_alt: content.illustration ? (text.alt ?? null) : null,
  };
}

/** A stored result as every response shows it, with the limit of mistakes of its mode. */
export function scoreView(type: SessionType, status: SessionStatus, result: SessionResult) {
  const { durationSeconds, ...counts } = result;
  return {
    ...counts,
    max_mistakes: status === "exited" ? null : maxMistakesFor(MODES[type], result.total),
    duration_seconds: durationSeconds,
  };
}

/** The answer of a submit or an exit: the session's result. */
export function resultView(
  session: Pick<Session, "id" | "type" | "status" | "finishedAt" | "result">,
) {
  if (!session.result) throw new Error(`session ${session.id} finished without a result`);
  return {
    session_id: session.id,
    type: session.type,
    status: session.status,
    finished_at: session.finishedAt?.toISOString() ?? null,
    score: scoreView(session.type, session.status, session.result),
  };
}

/** What every view of one session starts with (a start, a resume, a review). */
export function sessionBase(session: Session, shortBy: number, at: Date) {
  const rules = MODES[session.type];
  return {
    session_id: session.id,
    type: session.type,
    transmission_type: session.transmission,
    status: session.status,
    started_at: session.startedAt.toISOString(),
    deadline_at: session.deadlineAt?.toISOString() ?? null,
    time_limit_seconds: rules.timeLimitSeconds,
    server_time: at.toISOString(),
    short_by: shortBy,
    max_mistakes: maxMistakesFor(rules, session.questions.length),
  };
}
