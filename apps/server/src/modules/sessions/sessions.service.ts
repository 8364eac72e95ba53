import { randomUUID } from "node:crypto";
import { TRIAL } from "@cc/contracts/constants";
import { CATEGORY_IDS, type TransmissionType } from "@cc/contracts/questions";
import type { SessionStatus, SessionType } from "@cc/contracts/sessions";
import type {
  HistoryKind,
  SavedAnswers,
  SessionItem,
  SessionResult,
  StoredAnswer,
} from "@cc/db/schema/learning";
import { type DrawResult, drawByQuota, drawSpread, drawWeakAreas } from "@cc/domain/assemble";
import { FULL_EXAM_BLUEPRINT } from "@cc/domain/blueprint";
import { EXITED_RULES, MODES, maxMistakesFor, SUBMIT_GRACE_SECONDS } from "@cc/domain/modes";
import { newSeed, seededRandom } from "@cc/domain/random";
import {
  answersInTime,
  DISPLAY_LETTERS,
  displayedLetter,
  type Score,
  type ShownOrder,
  score,
  writtenLetter,
} from "@cc/domain/scoring";
import { weakestCategories } from "@cc/domain/weakness";
import type { Locale } from "@cc/i18n/catalogue";
import { AppError } from "../../plugins/errors";
import { illustrationUrl } from "../questions/questions.service";
import type { PoolQuestion, QuestionCache } from "./question-cache";
import { createRunningSessions, type RunningSession } from "./running-sessions";
import type { RecordedAnswer, SessionRow, SessionsRepo, VersionContent } from "./sessions.repo";

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
}

/**
 * Answers as they arrive: question id -> shown letter, and optionally ms spent on each. Maps, not
 * objects: an object keyed by question ids takes a shape of its own in V8 for every session, and
 * building, copying and reading such objects was a large share of a submit (decision 0015).
 */
export interface AnswersInput {
  answers: ReadonlyMap<string, string>;
  timeMs?: ReadonlyMap<string, number> | undefined;
}

/** A session's answers by question id, as the service works on them. */
type AnswerBook = Map<string, StoredAnswer>;

/** How many of a learner's latest misses weak-area practice looks at. */
const MISSED_QUESTIONS_CONSIDERED = 100;
const MAX_TIME_MS = 3_600_000;
const GRACE_MS = SUBMIT_GRACE_SECONDS * 1000;

const notFound = () => new AppError("NOT_FOUND", { messageKey: "sessions.notFound" });
const invalid = (field: string, key: string, params?: Record<string, unknown>) =>
  new AppError("VALIDATION_FAILED", { messageKey: key, fieldErrors: { [field]: [key] }, params });

/** A stored item as scoring and display read it (its order string indexes like an array). */
type ShownItem = ShownOrder & { questionId: string; version: number };

const shownItem = (item: SessionItem): ShownItem => ({
  questionId: item.q,
  version: item.v,
  order: item.o,
});

const bookOf = (saved: SavedAnswers): AnswerBook => new Map(Object.entries(saved));

/** Shown letters of the answers (the book keeps when each arrived too). */
function lettersOf(book: ReadonlyMap<string, StoredAnswer>): Map<string, string> {
  const letters = new Map<string, string>();
  for (const [id, answer] of book) letters.set(id, answer.l);
  return letters;
}

type QuestionView = {
  id: string;
  category_id: string;
  text: string;
  options: Record<string, string>;
  image_url: string | null;
  image_alt: string | null;
};

/** A question as shown in this session: its frozen version, options in their frozen order. */
function questionView(content: VersionContent, item: ShownItem, locale: Locale): QuestionView {
  const text = content[locale];
  const options: Record<string, string> = {};
  for (let index = 0; index < item.order.length; index++) {
    options[DISPLAY_LETTERS[index] as string] = text.options[item.order[index] as string] ?? "";
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

/** A question's JSON as a start shows it, cut around its options, which follow each order. */
interface QuestionJsonPieces {
  /** Up to and including `"options":{`. */
  head: string;
  /** Each written option's text as a JSON string, by written letter. */
  options: ReadonlyMap<string, string>;
  /** From the options' closing brace to the end of the question. */
  tail: string;
}

// Versions are immutable and the question cache keeps them for good, so their pieces can be kept
// with them: a start then escapes and concatenates no question text (decision 0017).
const questionJsonPieces = new WeakMap<
  VersionContent,
  Partial<Record<Locale, QuestionJsonPieces>>
>();

function piecesOf(content: VersionContent, locale: Locale): QuestionJsonPieces {
  let byLocale = questionJsonPieces.get(content);
  if (!byLocale) {
    byLocale = {};
    questionJsonPieces.set(content, byLocale);
  }
  let pieces = byLocale[locale];
  if (!pieces) {
    // Cut from questionView's own output, so that both ways of showing a question agree.
    const { options, image_url, image_alt, ...before } = questionView(
      content,
      { questionId: content.questionId, version: content.version, order: "" },
      locale,
    );
    const text = content[locale].options;
    pieces = {
      head: `${JSON.stringify(before).slice(0, -1)},"options":{`,
      options: new Map(Object.keys(text).map((letter) => [letter, JSON.stringify(text[letter])])),
      tail: `},${JSON.stringify({ image_url, image_alt }).slice(1)}`,
    };
    byLocale[locale] = pieces;
  }
  return pieces;
}

/** `questionView` written as JSON, from pieces kept per version. */
function questionJson(content: VersionContent, item: ShownItem, locale: Locale): string {
  const pieces = piecesOf(content, locale);
  let json = pieces.head;
  for (let index = 0; index < item.order.length; index++) {
    if (index > 0) json += ",";
    json += `"${DISPLAY_LETTERS[index]}":${pieces.options.get(item.order[index] as string) ?? '""'}`;
  }
  return json + pieces.tail;
}

function scoreView(type: SessionType, status: SessionStatus, result: SessionResult) {
  return {
    total: result.total,
    answered: result.answered,
    correct: result.correct,
    mistakes: result.mistakes,
    unanswered: result.unanswered,
    percentage: result.percentage,
    passed: result.passed,
    max_mistakes: status === "exited" ? null : maxMistakesFor(MODES[type], result.total),
    duration_seconds: result.durationSeconds,
  };
}

/**
 * Exams, practice and the trial: starting freezes a snapshot, answers are saved while it runs,
 * submitting scores it on the server (a pure function of snapshot and answers) and records the
 * answers and statistics once, review shows it back. Questions come from the in-process cache.
 */
export function createSessionsService(options: {
  repo: SessionsRepo;
  cache: QuestionCache;
  /** Where each session's seed comes from (a test fixes it to reproduce a draw). */
  seed?: () => number;
}) {
  const { repo, cache } = options;
  const running = createRunningSessions();
  const now = () => new Date();
  const seed = options.seed ?? newSeed;

  /**
   * Whether this caller owns the session. An anonymous trial belongs to whoever holds its id (a
   * random UUID), so its submit may pass `anonymousTrial`.
   */
  const isOwner = (
    session: Pick<SessionRow, "userId" | "type">,
    userId: string | null,
    anonymousTrial: boolean,
  ) =>
    session.userId === null
      ? anonymousTrial && session.type === "trial"
      : session.userId === userId;

  /** The session from the database, if this caller owns it (see `isOwner`). */
  async function owned(
    sessionId: string,
    userId: string | null,
    anonymousTrial = false,
  ): Promise<SessionRow> {
    const session = await repo.findSession(sessionId);
    if (!session || !isOwner(session, userId, anonymousTrial)) throw notFound();
    return session;
  }

  /** 422 for answers to questions outside the snapshot or letters that were not shown. */
  function checkAnswers(items: readonly SessionItem[], answers: ReadonlyMap<string, string>) {
    const byId = new Map(items.map((item) => [item.q, shownItem(item)]));
    const errors: Record<string, string[]> = {};
    for (const [questionId, letter] of answers) {
      const item = byId.get(questionId);
      if (!item) errors[`answers.${questionId}`] = ["sessions.validation.notInSession"];
      else if (!writtenLetter(item, letter))
        errors[`answers.${questionId}`] = ["sessions.validation.notAnOption"];
    }
    if (Object.keys(errors).length) {
      throw new AppError("VALIDATION_FAILED", { fieldErrors: errors });
    }
  }

  const isLate = (session: Pick<RunningSession, "deadlineAt">, at: Date) =>
    session.deadlineAt !== null && at.getTime() > session.deadlineAt.getTime() + GRACE_MS;

  /**
   * The answers that count when a session ends at `at`: in time, what was saved plus what came
   * with this request; after the deadline (and its grace), only what was saved before it.
   */
  function countedAnswers(
    session: RunningSession,
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

  function resultView(
    session: Pick<SessionRow, "id" | "type" | "status" | "finishedAt" | "result">,
  ) {
    if (!session.result) throw new Error(`session ${session.id} finished without a result`);
    return {
      session_id: session.id,
      type: session.type as SessionType,
      status: session.status as SessionStatus,
      finished_at: session.finishedAt?.toISOString() ?? null,
      score: scoreView(
        session.type as SessionType,
        session.status as SessionStatus,
        session.result,
      ),
    };
  }

  /**
   * Ends a running session: scores it, records it once, answers with its result. Undefined when
   * the row had already ended, or had moved on from the kept copy at `version` that was scored.
   */
  async function finish(
    session: RunningSession,
    input: AnswersInput | undefined,
    status: "completed" | "exited",
    userId: string | null,
    version: string | null,
  ) {
    const at = now();
    const type = session.type as SessionType;
    const rules = MODES[type];
    const counted = countedAnswers(session, input, at);
    if (status === "completed" && rules.requiresEveryAnswer) {
      if (counted.size < session.items.length) {
        throw invalid("answers", "sessions.validation.answerEvery");
      }
    }
    const shown = session.items.map(shownItem);
    const contents = await cache.contents(shown);
    const snapshot = shown.map((item, index) => ({
      questionId: item.questionId,
      version: item.version,
      order: item.order,
      correctWritten: (contents[index] as VersionContent).correct,
    }));
    const scored: Score = score(
      snapshot,
      lettersOf(counted),
      status === "exited" ? EXITED_RULES : rules,
    );
    const elapsed = Math.round((at.getTime() - session.startedAt.getTime()) / 1000);
    const result: SessionResult = {
      total: scored.total,
      answered: scored.answered,
      correct: scored.correct,
      mistakes: scored.mistakes,
      unanswered: scored.unanswered,
      percentage: scored.percentage,
      passed: status === "exited" ? null : scored.passed,
      durationSeconds: Math.max(0, Math.min(elapsed, rules.timeLimitSeconds ?? elapsed)),
    };
    // Statistics hold what the learner answered, and blanks where they count as mistakes (a
    // finished exam or practice), not the untouched rest of a session left early.
    const blanksCount = status === "completed" && rules.unansweredIsMistake;
    // A loop, not flatMap: profiles showed flatMap storing each result through V8's runtime.
    const recorded: RecordedAnswer[] = [];
    snapshot.forEach((item, index) => {
      const answer = counted.get(item.questionId);
      if (!answer && !blanksCount) return;
      recorded.push({
        questionId: item.questionId,
        version: item.version,
        categoryId: (contents[index] as VersionContent).categoryId,
        correct: scored.items[index]?.isCorrect ?? false,
        chosen: answer ? (writtenLetter(item, answer.l) ?? null) : null,
        timeMs: answer?.ms ?? null,
        answeredAt: answer?.at ?? at.getTime(),
      });
    });
    const done = await repo.finish({
      sessionId: session.id,
      status,
      finishedAt: at,
      answers: counted,
      result,
      recorded,
      userId,
      markTrialCompleted: type === "trial" && status === "completed",
      version,
    });
    if (!done) return undefined;
    return resultView({ id: session.id, type: session.type, status, finishedAt: at, result });
  }

  /**
   * Submit or exit: checks the request against the session and ends it. A copy this process kept
   * goes first and saves reading the row (decision 0016). Whatever that copy cannot settle, a
   * refusal or a row that has moved on since, the row read from the database decides, exactly as
   * if there had been no copy.
   */
  async function end(request: {
    sessionId: string;
    userId: string | null;
    input: AnswersInput | undefined;
    status: "completed" | "exited";
    /** The endpoint's mode; an exit takes any. */
    type?: SessionType;
  }) {
    const { sessionId, userId, input, status, type } = request;
    const endRunning = (session: RunningSession, version: string | null) => {
      if (!isOwner(session, userId, type === "trial")) throw notFound();
      if (type !== undefined && session.type !== type) throw notFound();
      if (session.status !== "in_progress") return undefined;
      checkAnswers(session.items, input?.answers ?? new Map());
      return finish(session, input, status, userId, version);
    };
    const kept = running.take(sessionId);
    if (kept) {
      try {
        const ended = await endRunning(kept.session, kept.version);
        if (ended) return ended;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    const session = await repo.findSession(sessionId);
    if (!session) throw notFound();
    const ended = await endRunning(session, null);
    if (ended) return ended;
    // It had ended already, or another request ended it first: that result stands.
    const winner = session.status === "in_progress" ? await repo.findSession(sessionId) : session;
    if (!winner) throw notFound();
    return resultView(winner);
  }

  function sessionBase(session: SessionRow, shortBy: number, at: Date) {
    const type = session.type as SessionType;
    return {
      session_id: session.id,
      type,
      transmission_type: session.transmission as TransmissionType,
      status: session.status as SessionStatus,
      started_at: session.startedAt.toISOString(),
      deadline_at: session.deadlineAt?.toISOString() ?? null,
      time_limit_seconds: MODES[type].timeLimitSeconds,
      server_time: at.toISOString(),
      short_by: shortBy,
      max_mistakes: maxMistakesFor(MODES[type], session.items.length),
    };
  }

  /** The questions a start may draw from, after the learner's filters. */
  async function candidatesFor(input: StartInput): Promise<readonly PoolQuestion[]> {
    const [pool, answered] = await Promise.all([
      cache.pool(input.transmission),
      input.neverRepeat && input.userId ? repo.answeredQuestionIds(input.userId) : undefined,
    ]);
    const filters = input.type === "trial" || input.difficulty || input.categoryId;
    // Unfiltered, the pool itself: the draw groups that array once per bank sync, not per start.
    const filtered = !filters
      ? pool
      : pool.filter(
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

  async function draw(input: StartInput, count: number, random: () => number): Promise<DrawResult> {
    if (input.type === "weakAreas" && input.userId) {
      const [candidates, records, missed] = await Promise.all([
        candidatesFor(input),
        repo.categoryRecords(input.userId),
        repo.missedQuestionIds(input.userId, MISSED_QUESTIONS_CONSIDERED),
      ]);
      const weakness = weakestCategories(records, CATEGORY_IDS);
      if (Object.keys(weakness).length === 0) {
        throw new AppError("VALIDATION_FAILED", { messageKey: "sessions.noWeakAreas" });
      }
      return drawWeakAreas(candidates, missed, weakness, count, random);
    }
    const candidates = await candidatesFor(input);
    return input.type === "fullExam" || input.type === "trial"
      ? drawByQuota(candidates, FULL_EXAM_BLUEPRINT, count, random)
      : drawSpread(candidates, count, random);
  }

  /**
   * Draws a session's questions (seeded, so it can be reproduced) and freezes versions and option
   * order in one insert.
   */
  async function open(input: StartInput) {
    const rules = MODES[input.type];
    const count = input.questionCount ?? rules.defaultCount;
    if (count < rules.minCount || count > rules.maxCount) {
      throw invalid("question_count", "sessions.validation.questionCountRange", {
        min: rules.minCount,
        max: rules.maxCount,
      });
    }
    const sessionSeed = seed();
    const { items, shortBy } = await draw(input, count, seededRandom(sessionSeed));
    const startedAt = now();
    const session: SessionRow = {
      id: randomUUID(),
      userId: input.userId,
      type: input.type,
      status: "in_progress",
      transmission: input.transmission,
      locale: input.locale,
      seed: sessionSeed,
      categoryId: input.categoryId ?? null,
      settings: {
        question_count: count,
        difficulty: input.difficulty ?? null,
        never_repeat_questions: input.neverRepeat ?? false,
        short_by: shortBy,
      },
      items: items.map((item) => ({ q: item.questionId, v: item.version, o: item.order.join("") })),
      answers: {},
      startedAt,
      deadlineAt: rules.timeLimitSeconds
        ? new Date(startedAt.getTime() + rules.timeLimitSeconds * 1000)
        : null,
      finishedAt: null,
      result: null,
    };
    const contents = await cache.contents(items);
    running.keep({ session, version: await repo.insertSession(session) });
    const questions = items.map((item, index) => ({
      item,
      content: contents[index] as VersionContent,
    }));
    return { base: sessionBase(session, shortBy, startedAt), questions };
  }

  return {
    /**
     * Starts an exam or practice session. The questions come as the learner sees them, never with
     * the key or the explanations.
     */
    async start(input: StartInput & { type: Exclude<SessionType, "trial"> }) {
      const { base, questions } = await open(input);
      // The route's answer, `{ data: { ...base, questions } }`, written here as one JSON text:
      // a start's thirty questions are most of its work, and their JSON is kept per version.
      const shown = questions.map(({ item, content }) => questionJson(content, item, input.locale));
      return {
        sessionId: base.session_id,
        json: `{"data":${JSON.stringify(base).slice(0, -1)},"questions":[${shown.join(",")}]}}`,
      };
    },

    /** Starts the free trial: the spec scores it in the browser, so it carries key and explanation. */
    async startTrial(input: Omit<StartInput, "type" | "questionCount">) {
      const { base, questions } = await open({ ...input, type: "trial" });
      return {
        ...base,
        questions: questions.map(({ item, content }) => ({
          ...questionView(content, item, input.locale),
          correct_answer: displayedLetter(item, content.correct),
          explanation: content[input.locale].explanation,
        })),
      };
    },

    /** Saves answers while the session runs (so a late submit still counts them). */
    async saveAnswers(userId: string, sessionId: string, input: AnswersInput) {
      const session = await owned(sessionId, userId);
      if (session.status !== "in_progress") throw invalid("answers", "sessions.alreadyFinished");
      checkAnswers(session.items, input.answers);
      const at = now();
      if (isLate(session, at)) throw invalid("answers", "sessions.timeUp");
      const counted = countedAnswers(session, input, at);
      const patch: AnswerBook = new Map();
      for (const id of input.answers.keys()) patch.set(id, counted.get(id) as StoredAnswer);
      const saved = await repo.saveAnswers(session.id, patch);
      if (!saved) throw invalid("answers", "sessions.alreadyFinished");
      running.keep({ session: { ...session, answers: saved.answers }, version: saved.version });
      return {
        session_id: session.id,
        saved_answers: Object.fromEntries(lettersOf(counted)),
        server_time: at.toISOString(),
      };
    },

    /**
     * Scores and records a session. A finished session answers with its first result, unchanged
     * (a second submit never counts twice). Submitting at another mode's endpoint finds nothing.
     */
    async submit(type: SessionType, userId: string | null, sessionId: string, input: AnswersInput) {
      return end({ sessionId, userId, input, status: "completed", type });
    },

    /** Leaves a session early: keeps and records what was answered ("Review Progress"). */
    async exit(userId: string, sessionId: string, input: AnswersInput | undefined) {
      return end({ sessionId, userId, input, status: "exited" });
    },

    /**
     * One session of the learner's. A finished one (completed or exited) carries its review in the
     * version answered; a running one its questions and saved answers, to resume it.
     * `reviewOnly` refuses a running session ("This session is not completed yet").
     */
    async detail(userId: string, sessionId: string, locale: Locale, reviewOnly = false) {
      const session = await owned(sessionId, userId);
      const running = session.status === "in_progress";
      if (reviewOnly && running) throw invalid("id", "sessions.notCompleted");
      const snapshot = session.items.map(shownItem);
      const contents = await cache.contents(snapshot);
      const chosen = lettersOf(bookOf(session.answers));
      const shortBy = Number(session.settings.short_by ?? 0);
      const base = {
        ...sessionBase(session, shortBy, now()),
        category_id: session.categoryId,
        finished_at: session.finishedAt?.toISOString() ?? null,
        score: session.result ? resultView(session).score : null,
      };
      if (running) {
        return {
          ...base,
          questions: snapshot.map((item, index) =>
            questionView(contents[index] as VersionContent, item, locale),
          ),
          saved_answers: Object.fromEntries(chosen),
          review: null,
        };
      }
      return {
        ...base,
        questions: null,
        saved_answers: null,
        review: snapshot.map((item, index) => {
          const content = contents[index] as VersionContent;
          const correct = displayedLetter(item, content.correct);
          const answer = chosen.get(item.questionId) ?? null;
          return {
            ...questionView(content, item, locale),
            user_answer: answer,
            correct_answer: correct,
            is_correct: answer === correct,
            explanation: content[locale].explanation,
            reference: content.reference,
          };
        }),
      };
    },

    /** A page of the learner's full exams or practice sessions, newest first. */
    async history(userId: string, kind: HistoryKind, page: number, perPage: number) {
      const { total, rows } = await repo.historyPage(userId, kind, perPage, (page - 1) * perPage);
      return {
        data: rows.map((row) => ({
          session_id: row.id,
          type: row.type as SessionType,
          status: row.status as SessionStatus,
          transmission_type: row.transmission as TransmissionType,
          category_id: row.category_id,
          question_count: row.question_count,
          score: row.result
            ? scoreView(row.type as SessionType, row.status as SessionStatus, row.result)
            : null,
          started_at: row.started_at,
          finished_at: row.finished_at,
        })),
        meta: {
          current_page: page,
          per_page: perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / perPage)),
        },
      };
    },

    /** The learner's record per category, every category listed (untried ones at zero). */
    async categoryStatistics(userId: string) {
      const records = new Map((await repo.categoryRecords(userId)).map((r) => [r.categoryId, r]));
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
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
