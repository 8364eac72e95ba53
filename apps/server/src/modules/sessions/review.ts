import { CATEGORY_IDS } from "@cc/contracts/questions";
import type { HistoryKind } from "@cc/db/schema/sessions";
import { displayedLetter } from "@cc/domain/scoring";
import type { Locale } from "@cc/i18n/catalogue";
import { bookOf, lettersOf } from "./answers";
import { invalid, owned, type SessionsContext } from "./context";
import type { VersionContent } from "./sessions.repo";
import { questionView, resultView, scoreView, sessionBase } from "./views";

/**
 * One session of the learner's. A finished one (completed or exited) carries its review in the
 * version answered; a running one its questions and saved answers, to resume it. `reviewOnly`
 * refuses a running session ("This session is not completed yet").
 */
export async function detail(
  ctx: SessionsContext,
  userId: string,
  sessionId: string,
  locale: Locale,
  reviewOnly = false,
) {
  const session = await owned(ctx, sessionId, userId);
  const running = session.status === "in_progress";
  if (reviewOnly && running) throw invalid("id", "sessions.notCompleted");
  const contents = await ctx.cache.contents(session.questions);
  const chosen = lettersOf(bookOf(session.answers));
  const shortBy = Number(session.settings.short_by ?? 0);
  const base = {
    ...sessionBase(session, shortBy, ctx.now()),
    category_id: session.categoryId,
    finished_at: session.finishedAt?.toISOString() ?? null,
    score: session.result ? resultView(session).score : null,
  };
  if (running) {
    return {
      ...base,
      questions: session.questions.map((question, index) =>
        questionView(contents[index] as VersionContent, question, locale),
      ),
      saved_answers: Object.fromEntries(chosen),
      review: null,
    };
  }
  const checked = await ctx.repo.checked(session.questions.map((q) => q.questionId));
  return {
    ...base,
    questions: null,
    saved_answers: null,
    review: session.questions.map((question, index) => {
      const content = contents[index] as VersionContent;
      const correct = displayedLetter(question, content.correct);
      const answer = chosen.get(question.questionId) ?? null;
      return {
        ...questionView(content, question, locale),
        user_answer: answer,
        correct_answer: correct,
        is_correct: answer === correct,
        explanation: content[locale].explanation,
        reference: content.reference,
        reviewed: checkedOn(checked.get(question.questionId), question.version),
      };
    }),
  };
}

/**
 * The date a question was last checked against the law, for the version the learner answered: a
 * check is of the current text, so a version replaced since has none to show.
 */
function checkedOn(check: { version: number; on: string } | undefined, version: number) {
  return check?.version === version ? check.on : null;
}

/** A page of the learner's full exams or practice sessions, newest first. */
export async function history(
  { repo, now }: SessionsContext,
  userId: string,
  kind: HistoryKind,
  page: number,
  perPage: number,
) {
  const { total, rows } = await repo.historyPage(userId, kind, perPage, (page - 1) * perPage);
  const at = now().getTime();
  return {
    data: rows.map((row) => ({
      session_id: row.id,
      type: row.type,
      status: row.status,
      transmission_type: row.transmission,
      category_id: row.category_id,
      question_count: row.question_count,
      score: row.result ? scoreView(row.type, row.status, row.result) : null,
      started_at: row.started_at,
      finished_at: row.finished_at,
      // Counted here, by the server's clock: the one that ends the exam.
      seconds_left:
        row.status === "in_progress" && row.deadline_at
          ? Math.max(0, Math.ceil((Date.parse(row.deadline_at) - at) / 1000))
          : null,
    })),
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** The learner's record per category, every category listed (untried ones at zero). */
export async function categoryStatistics(ctx: SessionsContext, userId: string) {
  let found = await ctx.repo.categoryRecords(userId);
  if (found.behind) {
    // Answer sets recorded since the coach last read them: folded first (read-your-writes).
    await ctx.catchUpCoach(userId);
    found = await ctx.repo.categoryRecords(userId);
  }
  const records = new Map(found.records.map((r) => [r.categoryId, r]));
  return CATEGORY_IDS.map((id) => {
    const record = records.get(id);
    const answered = record?.answered ?? 0;
    const correct = record?.correct ?? 0;
    return {
      category_id: id,
      answered,
      correct,
      accuracy: answered ? Math.round((correct / answered) * 100) : null,
      last_answered_at: record?.lastAnsweredAt.toISOString() ?? null,
    };
  });
}
