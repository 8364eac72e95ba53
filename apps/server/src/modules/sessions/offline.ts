import { randomUUID } from "node:crypto";
import { illustrationUrl } from "@cc/content/load";
import { OFFLINE_PACK_SIZE, type OfflineSession } from "@cc/contracts/offline";
import type { TransmissionType } from "@cc/contracts/questions";
import type { StoredAnswer } from "@cc/db/schema/sessions";
import { drawSpread } from "@cc/domain/assemble";
import { MODES } from "@cc/domain/modes";
import { seededRandom } from "@cc/domain/random";
import { score, writtenLetter } from "@cc/domain/scoring";
import type { Locale } from "@cc/i18n/catalogue";
import { AppError } from "../../core/errors";
import type { RecordedAnswer } from "./answer-set";
import type { SessionsContext } from "./context";
import type { VersionContent } from "./sessions.repo";
import { resultView } from "./views";

/** The learner's due questions fill at most this share of a pack; the rest spreads over categories. */
const DUE_SHARE = 0.4;
/** How far back an offline practice may have started: a phone left in a drawer for a month. */
const MAX_AGE_MS = 30 * 24 * 3_600_000;
/** Device clocks drift: a practice may claim to end this far in the server's future. */
const CLOCK_SLACK_MS = 5 * 60_000;
const MAX_TIME_MS = 3_600_000;

/**
 * A study pack for offline practice (decision 0040-offline-practice): the learner's due questions
 * first, then the rest of the pack spread evenly over the categories, each with its key and
 * explanation, because the device marks the answers itself.
 */
export async function offlinePack(
  ctx: SessionsContext,
  userId: string,
  transmission: TransmissionType,
  locale: Locale,
) {
  const random = seededRandom(ctx.seed());
  const [pool, due, bankVersion] = await Promise.all([
    ctx.cache.pool(transmission),
    ctx.weakAreaPicks(userId, transmission, Math.round(OFFLINE_PACK_SIZE * DUE_SHARE), random),
    ctx.repo.bankFingerprint(),
  ]);
  const active = new Map(pool.map((candidate) => [candidate.questionId, candidate]));
  const dueCandidates = (due ?? []).flatMap((id) => active.get(id) ?? []);
  const taken = new Set(dueCandidates.map((candidate) => candidate.questionId));
  const rest = drawSpread(
    pool.filter((candidate) => !taken.has(candidate.questionId)),
    OFFLINE_PACK_SIZE - dueCandidates.length,
    random,
  ).items;
  const chosen = [...dueCandidates, ...rest];
  const contents = await ctx.cache.contents(chosen);
  return {
    bank_version: bankVersion,
    transmission_type: transmission,
    locale,
    created_at: ctx.now().toISOString(),
    questions: contents.map((content) => packQuestion(content, locale)),
  };
}

function packQuestion(content: VersionContent, locale: Locale) {
  const text = content[locale];
  return {
    id: content.questionId,
    version: content.version,
    category_id: content.categoryId,
    text: text.text,
    options: text.options,
    correct_answer: content.correct,
    explanation: text.explanation,
    reference: content.reference,
    image_url: content.illustration ? illustrationUrl(content.illustration) : null,
    image_alt: content.illustration ? (text.alt ?? null) : null,
  };
}

const invalidAt = (fieldErrors: Record<string, string[]>) =>
  new AppError("VALIDATION_FAILED", { fieldErrors });

/** 422 unless the practice's times are in order and within the accepted range. */
function checkTimes(input: OfflineSession, now: Date) {
  const started = Date.parse(input.started_at);
  const finished = Date.parse(input.finished_at);
  if (finished < started) {
    throw invalidAt({ finished_at: ["offline.validation.finishedBeforeStart"] });
  }
  const errors: Record<string, string[]> = {};
  if (started < now.getTime() - MAX_AGE_MS) errors.started_at = ["offline.validation.outOfRange"];
  if (finished > now.getTime() + CLOCK_SLACK_MS) {
    errors.finished_at = ["offline.validation.outOfRange"];
  }
  if (Object.keys(errors).length) throw invalidAt(errors);
}

/** The versions the answers name, or 422 naming each answer that does not fit its question. */
async function checkedContents(ctx: SessionsContext, input: OfflineSession) {
  const items = input.answers.map((a) => ({ questionId: a.question_id, version: a.version }));
  const contents = await ctx.cache.find(items);
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  input.answers.forEach((answer, index) => {
    const content = contents[index];
    const field = `answers.${index}`;
    if (seen.has(answer.question_id)) errors[field] = ["offline.validation.repeated"];
    else if (!content) errors[field] = ["offline.validation.unknownQuestion"];
    else if ([...answer.order].sort().join("") !== Object.keys(content.pt.options).sort().join(""))
      errors[field] = ["offline.validation.orderMismatch"];
    else if (answer.answer !== null && !writtenLetter(answer, answer.answer))
      errors[field] = ["offline.validation.notAnOption"];
    seen.add(answer.question_id);
  });
  if (Object.keys(errors).length) throw invalidAt(errors);
  return contents as VersionContent[];
}

/**
 * Records a practice made offline, scored here with the same rules as a quick practice, as a
 * finished quick practice feeding the same history and statistics. Once per (learner, client id):
 * a replay answers with the first result and changes nothing.
 */
export async function recordOffline(
  ctx: SessionsContext,
  userId: string,
  locale: Locale,
  input: OfflineSession,
) {
  const now = ctx.now();
  checkTimes(input, now);
  const contents = await checkedContents(ctx, input);
  const questions = input.answers.map((answer, index) => ({
    questionId: answer.question_id,
    version: answer.version,
    order: answer.order,
    correctWritten: (contents[index] as VersionContent).correct,
  }));
  const letters = new Map(
    input.answers.flatMap((a) => (a.answer === null ? [] : [[a.question_id, a.answer]])),
  );
  const rules = MODES.quickPractice;
  const { items, ...counts } = score(questions, letters, rules);
  const startedAt = new Date(input.started_at);
  const finishedAt = new Date(Math.min(Date.parse(input.finished_at), now.getTime()));
  const answeredAt = (iso: string) =>
    Math.min(Math.max(Date.parse(iso), startedAt.getTime()), finishedAt.getTime());
  const stored: Record<string, StoredAnswer> = {};
  const recorded: RecordedAnswer[] = input.answers.map((answer, index) => {
    const time = answer.time_ms === undefined ? null : Math.min(answer.time_ms, MAX_TIME_MS);
    const at = answeredAt(answer.answered_at);
    if (answer.answer !== null) {
      stored[answer.question_id] = {
        l: answer.answer,
        at,
        ...(time ? { ms: time } : {}),
      };
    }
    return {
      questionId: answer.question_id,
      version: answer.version,
      categoryId: (contents[index] as VersionContent).categoryId,
      correct: items[index]?.isCorrect ?? false,
      chosen: answer.answer === null ? null : (writtenLetter(answer, answer.answer) ?? null),
      timeMs: time,
      answeredAt: at,
    };
  });
  const id = randomUUID();
  const session = await ctx.repo.recordOffline(
    {
      id,
      clientId: input.client_id,
      userId,
      type: "quickPractice",
      status: "completed",
      transmission: input.transmission_type,
      locale,
      seed: 0,
      categoryId: null,
      settings: { question_count: input.answers.length, offline: true, short_by: 0 },
      items: questions.map((q) => ({ q: q.questionId, v: q.version, o: q.order })),
      answers: stored,
      startedAt,
      deadlineAt: null,
      finishedAt,
      result: {
        ...counts,
        durationSeconds: Math.max(
          0,
          Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
        ),
      },
    },
    recorded,
  );
  return resultView(session);
}
