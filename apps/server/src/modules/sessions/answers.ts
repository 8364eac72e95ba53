import type { SavedAnswers, StoredAnswer } from "@cc/db/schema/sessions";
import { SUBMIT_GRACE_SECONDS } from "@cc/domain/modes";
import { answersInTime, type SessionQuestion, writtenLetter } from "@cc/domain/scoring";
import { AppError } from "../../core/errors";
import { invalid, owned, type SessionsContext } from "./context";
import type { Session } from "./sessions.repo";

/** Answers as they arrive: question id -> shown letter, and optionally ms spent on each. */
export interface AnswersInput {
  answers: ReadonlyMap<string, string>;
  timeMs?: ReadonlyMap<string, number> | undefined;
}

/** A session's answers by question id, as the use cases work on them. */
export type AnswerBook = Map<string, StoredAnswer>;

const MAX_TIME_MS = 3_600_000;
const GRACE_MS = SUBMIT_GRACE_SECONDS * 1000;

export const bookOf = (saved: SavedAnswers): AnswerBook => new Map(Object.entries(saved));

/** Shown letters of the answers (the book keeps when each arrived too). */
export function lettersOf(book: ReadonlyMap<string, StoredAnswer>): Map<string, string> {
  const letters = new Map<string, string>();
  for (const [id, answer] of book) letters.set(id, answer.l);
  return letters;
}

/** 422 for answers to questions outside the snapshot or letters that were not shown. */
export function checkAnswers(
  questions: readonly SessionQuestion[],
  answers: ReadonlyMap<string, string>,
) {
  const byId = new Map(questions.map((question) => [question.questionId, question]));
  const errors: Record<string, string[]> = {};
  for (const [questionId, letter] of answers) {
    const question = byId.get(questionId);
    if (!question) errors[`answers.${questionId}`] = ["sessions.validation.notInSession"];
    else if (!writtenLetter(question, letter))
      errors[`answers.${questionId}`] = ["sessions.validation.notAnOption"];
  }
  if (Object.keys(errors).length) {
    throw new AppError("VALIDATION_FAILED", { fieldErrors: errors });
  }
}

const isLate = (session: Pick<Session, "deadlineAt">, at: Date) =>
  session.deadlineAt !== null && at.getTime() > session.deadlineAt.getTime() + GRACE_MS;

/**
 * The answers that count when a session ends at `at`: in time, what was saved plus what came
 * with this request; after the deadline (and its grace), only what was saved before it.
 */
export function countedAnswers(
  session: Pick<Session, "answers" | "deadlineAt">,
  input: AnswersInput | undefined,
  at: Date,
): AnswerBook {
  const counted = bookOf(session.answers);
  if (isLate(session, at)) {
    const cutoff = new Date((session.deadlineAt as Date).getTime() + GRACE_MS);
    const inTime = answersInTime(
      [...counted].map(([questionId, a]) => ({ questionId, letter: a.l, at: new Date(a.at) })),
      cutoff,
    );
    for (const id of counted.keys()) if (!inTime.has(id)) counted.delete(id);
    return counted;
  }
  for (const [id, letter] of input?.answers ?? []) {
    const previous = counted.get(id);
    const time = input?.timeMs?.get(id) ?? previous?.ms;
    const answer: StoredAnswer = {
      l: letter,
      at: previous?.l === letter ? previous.at : at.getTime(),
    };
    if (time !== undefined) answer.ms = Math.min(time, MAX_TIME_MS);
    counted.set(id, answer);
  }
  return counted;
}

/** Saves answers while the session runs (so a late submit still counts them). */
export async function saveAnswers(
  ctx: SessionsContext,
  userId: string,
  sessionId: string,
  input: AnswersInput,
) {
  const session = await owned(ctx, sessionId, userId);
  if (session.status !== "in_progress") throw invalid("answers", "sessions.alreadyFinished");
  checkAnswers(session.questions, input.answers);
  const at = ctx.now();
  if (isLate(session, at)) throw invalid("answers", "sessions.timeUp");
  const counted = countedAnswers(session, input, at);
  const patch: AnswerBook = new Map();
  for (const id of input.answers.keys()) patch.set(id, counted.get(id) as StoredAnswer);
  const saved = await ctx.repo.saveAnswers(session.id, patch);
  if (!saved) throw invalid("answers", "sessions.alreadyFinished");
  return {
    session_id: session.id,
    saved_answers: Object.fromEntries(lettersOf(counted)),
    server_time: at.toISOString(),
  };
}
