import { randomUUID } from "node:crypto";
import { TRIAL } from "@cc/contracts/constants";
import type { TransmissionType } from "@cc/contracts/questions";
import type { SessionType } from "@cc/contracts/sessions";
import {
  type DrawResult,
  drawByQuota,
  drawChosen,
  drawSpread,
  type PoolQuestion,
} from "@cc/domain/assemble";
import { FULL_EXAM_BLUEPRINT } from "@cc/domain/blueprint";
import { MODES } from "@cc/domain/modes";
import { seededRandom } from "@cc/domain/random";
import { displayedLetter } from "@cc/domain/scoring";
import type { Locale } from "@cc/i18n/catalogue";
import { AppError } from "../../core/errors";
import { invalid, type SessionsContext } from "./context";
import type { Session, VersionContent } from "./sessions.repo";
import { questionView, sessionBase } from "./views";

/** What a learner chose to start (spec section 3, Practice setup). */
export interface StartInput {
  type: SessionType;
  /** Null for an anonymous trial. */
  userId: string | null;
  transmission: TransmissionType;
  locale: Locale;
  questionCount?: number | undefined;
  difficulty?: string | undefined;
  categoryId?: string | undefined;
  neverRepeat?: boolean | undefined;
  /** The very questions to practise (found in the browser): every one must be in the pool. */
  chosen?: readonly string[] | undefined;
}

/**
 * The trial draws only from one of its fixed sets (content/trial-sets.json), picked at random: an
 * anonymous visitor, who gets the answer key, can never see more than those sets.
 */
async function trialSet(
  cache: SessionsContext["cache"],
  transmission: TransmissionType,
  random: () => number,
) {
  const sets = await cache.trialSets(transmission);
  return sets[Math.floor(random() * sets.length)] ?? [];
}

/** The questions a start may draw from, after the learner's filters. */
async function candidatesFor(
  { repo, cache }: SessionsContext,
  input: StartInput,
  random: () => number,
): Promise<readonly PoolQuestion[]> {
  const [pool, answered] = await Promise.all([
    input.type === "trial"
      ? trialSet(cache, input.transmission, random)
      : cache.pool(input.transmission),
    input.neverRepeat && input.userId ? repo.answeredQuestionIds(input.userId) : undefined,
  ]);
  const filtered = pool.filter(
    (q) =>
      (input.type !== "trial" || q.letters.length === TRIAL.options) &&
      (!input.difficulty || q.difficulty === input.difficulty) &&
      (!input.categoryId || q.categoryId === input.categoryId),
  );
  if (filtered.length === 0) {
    if (input.type === "trial") {
      throw new AppError("NOT_FOUND", { messageKey: "sessions.noTrialQuestions" });
    }
    throw invalid(input.categoryId ? "category_id" : "difficulty", "sessions.noQuestions");
  }
  if (!answered) return filtered;
  const fresh = filtered.filter((q) => !answered.has(q.questionId));
  if (fresh.length === 0) {
    throw invalid("never_repeat_questions", "sessions.noUnansweredQuestions");
  }
  return fresh;
}

async function draw(
  ctx: SessionsContext,
  input: StartInput,
  count: number,
  random: () => number,
): Promise<DrawResult> {
  if (input.chosen) {
    const pool = await ctx.cache.pool(input.transmission);
    const inPool = new Set(pool.map((q) => q.questionId));
    if (!input.chosen.every((id) => inPool.has(id))) {
      throw invalid("question_ids", "sessions.validation.questionsUnavailable");
    }
    return drawChosen(pool, input.chosen, count, random);
  }
  if (input.type === "weakAreas" && input.userId) {
    const [candidates, picks] = await Promise.all([
      candidatesFor(ctx, input, random),
      ctx.weakAreaPicks(input.userId, input.transmission, count, random),
    ]);
    if (!picks) throw new AppError("VALIDATION_FAILED", { messageKey: "sessions.noWeakAreas" });
    return drawChosen(candidates, picks, count, random);
  }
  const candidates = await candidatesFor(ctx, input, random);
  return input.type === "fullExam" || input.type === "trial"
    ? drawByQuota(candidates, FULL_EXAM_BLUEPRINT, count, random)
    : drawSpread(candidates, count, random);
}

/**
 * Draws a session's questions (seeded, so it can be reproduced), freezes versions and option
 * order in one insert, and answers the session as a start shows it with each question's content.
 */
async function open(ctx: SessionsContext, input: StartInput) {
  const rules = MODES[input.type];
  const count = input.chosen?.length ?? input.questionCount ?? rules.defaultCount;
  if (!input.chosen && (count < rules.minCount || count > rules.maxCount)) {
    throw invalid("question_count", "sessions.validation.questionCountRange", {
      min: rules.minCount,
      max: rules.maxCount,
    });
  }
  const seed = ctx.seed();
  const { items, shortBy } = await draw(ctx, input, count, seededRandom(seed));
  const startedAt = ctx.now();
  const session: Session = {
    id: randomUUID(),
    userId: input.userId,
    type: input.type,
    status: "in_progress",
    transmission: input.transmission,
    locale: input.locale,
    seed,
    categoryId: input.categoryId ?? null,
    settings: {
      question_count: count,
      difficulty: input.difficulty ?? null,
      never_repeat_questions: input.neverRepeat ?? false,
      short_by: shortBy,
    },
    questions: items,
    answers: {},
    startedAt,
    deadlineAt: rules.timeLimitSeconds
      ? new Date(startedAt.getTime() + rules.timeLimitSeconds * 1000)
      : null,
    finishedAt: null,
    result: null,
    clientId: null,
  };
  const contents = await ctx.cache.contents(items);
  await ctx.repo.insertSession(session);
  const questions = items.map((question, index) => ({
    question,
    content: contents[index] as VersionContent,
  }));
  return { base: sessionBase(session, shortBy, startedAt), questions };
}

/**
 * Starts an exam or practice session. The questions come as the learner sees them, never with
 * the key or the explanations.
 */
export async function start(
  ctx: SessionsContext,
  input: StartInput & { type: Exclude<SessionType, "trial"> },
) {
  const { base, questions } = await open(ctx, input);
  return {
    ...base,
    questions: questions.map(({ question, content }) =>
      questionView(content, question, input.locale),
    ),
  };
}

/** Starts the free trial: the spec scores it in the browser, so it carries key and explanation. */
export async function startTrial(
  ctx: SessionsContext,
  input: Omit<StartInput, "type" | "questionCount">,
) {
  const { base, questions } = await open(ctx, { ...input, type: "trial" });
  return {
    ...base,
    questions: questions.map(({ question, content }) => ({
      ...questionView(content, question, input.locale),
      correct_answer: displayedLetter(question, content.correct),
      explanation: content[input.locale].explanation,
    })),
  };
}
