import type { SessionType } from "@cc/contracts/sessions";
import type { SessionResult } from "@cc/db/schema/sessions";
import { EXITED_RULES, MODES } from "@cc/domain/modes";
import { type SessionQuestion, score, writtenLetter } from "@cc/domain/scoring";
import type { RecordedAnswer } from "./answer-set";
import {
  type AnswerBook,
  type AnswersInput,
  checkAnswers,
  countedAnswers,
  lettersOf,
} from "./answers";
import { invalid, isOwner, notFound, type SessionsContext } from "./context";
import type { Session, VersionContent } from "./sessions.repo";
import { resultView } from "./views";

type Ending = "completed" | "exited";

/**
 * The score of a session ending at `at` (a pure function of its frozen questions and the answers
 * that count), and the answers its answer set records.
 */
function scored(
  session: Session,
  contents: readonly VersionContent[],
  counted: AnswerBook,
  status: Ending,
  at: Date,
): { result: SessionResult; recorded: RecordedAnswer[] } {
  const rules = MODES[session.type];
  const questions = session.questions.map((question: SessionQuestion, index) => ({
    ...question,
    correctWritten: (contents[index] as VersionContent).correct,
  }));
  const { items, ...counts } = score(
    questions,
    lettersOf(counted),
    status === "exited" ? EXITED_RULES : rules,
  );
  const elapsed = Math.round((at.getTime() - session.startedAt.getTime()) / 1000);
  const result: SessionResult = {
    ...counts,
    passed: status === "exited" ? null : counts.passed,
    durationSeconds: Math.max(0, Math.min(elapsed, rules.timeLimitSeconds ?? elapsed)),
  };
  // Statistics hold what the learner answered, and blanks where they count as mistakes (a
  // finished exam or practice), not the untouched rest of a session left early.
  const blanksCount = status === "completed" && rules.unansweredIsMistake;
  const recorded = questions.flatMap((question, index): RecordedAnswer[] => {
    const answer = counted.get(question.questionId);
    if (!answer && !blanksCount) return [];
    return [
      {
        questionId: question.questionId,
        version: question.version,
        categoryId: (contents[index] as VersionContent).categoryId,
        correct: items[index]?.isCorrect ?? false,
        chosen: answer ? (writtenLetter(question, answer.l) ?? null) : null,
        timeMs: answer?.ms ?? null,
        answeredAt: answer?.at ?? at.getTime(),
      },
    ];
  });
  return { result, recorded };
}

/**
 * Ends a running session: scores it, records it once, answers with its result. Undefined when
 * another request ended it first.
 */
async function finish(
  ctx: SessionsContext,
  session: Session,
  input: AnswersInput | undefined,
  status: Ending,
  userId: string | null,
) {
  const at = ctx.now();
  const counted = countedAnswers(session, input, at);
  if (status === "completed" && MODES[session.type].requiresEveryAnswer) {
    if (counted.size < session.questions.length) {
      throw invalid("answers", "sessions.validation.answerEvery");
    }
  }
  const contents = await ctx.cache.contents(session.questions);
  const { result, recorded } = scored(session, contents, counted, status, at);
  // The coach's stored state is not written here: it folds this answer set when next read.
  const done = await ctx.repo.finish({
    sessionId: session.id,
    status,
    finishedAt: at,
    answers: counted,
    result,
    recorded,
    userId,
    markTrialCompleted: session.type === "trial" && status === "completed",
  });
  if (!done) return undefined;
  return resultView({ id: session.id, type: session.type, status, finishedAt: at, result });
}

/**
 * Submit or exit: checks the request against the session and ends it. A session that had ended
 * already answers with its first result, unchanged (a second submit never counts twice).
 */
export async function end(
  ctx: SessionsContext,
  request: {
    sessionId: string;
    userId: string | null;
    input: AnswersInput | undefined;
    status: Ending;
    /** The endpoint's mode; an exit takes any. */
    type?: SessionType;
  },
) {
  const { sessionId, userId, input, status, type } = request;
  const session = await ctx.repo.findSession(sessionId);
  if (!session || !isOwner(session, userId, type === "trial")) throw notFound();
  if (type !== undefined && session.type !== type) throw notFound();
  if (session.status !== "in_progress") return resultView(session);
  checkAnswers(session.questions, input?.answers ?? new Map());
  const ended = await finish(ctx, session, input, status, userId);
  if (ended) return ended;
  // Another request ended it first: that result stands.
  const winner = await ctx.repo.findSession(sessionId);
  if (!winner) throw notFound();
  return resultView(winner);
}
