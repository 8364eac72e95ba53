import type { OfflineSession } from "@cc/contracts/offline";
import type { TransmissionType } from "@cc/contracts/questions";
import type { SessionType } from "@cc/contracts/sessions";
import type { HistoryKind } from "@cc/db/schema/sessions";
import { newSeed } from "@cc/domain/random";
import type { Locale } from "@cc/i18n/catalogue";
import { type AnswersInput, saveAnswers } from "./answers";
import type { SessionsContext } from "./context";
import { end } from "./finish";
import { offlinePack, recordOffline } from "./offline";
import type { QuestionCache } from "./question-cache";
import { categoryStatistics, detail, history } from "./review";
import type { SessionsRepo } from "./sessions.repo";
import { type StartInput, start, startTrial } from "./start";

export type { AnswersInput } from "./answers";
export type { StartInput } from "./start";

/**
 * Exams, practice and the trial: starting freezes a snapshot (start.ts), answers are saved while
 * it runs (answers.ts), submitting or exiting scores it on the server and records it once
 * (finish.ts), review and history show it back (review.ts). Questions come from the in-process
 * question cache; everything else is read from the database on each request.
 */
export function createSessionsService(options: {
  repo: SessionsRepo;
  cache: QuestionCache;
  weakAreaPicks: SessionsContext["weakAreaPicks"];
  catchUpCoach: SessionsContext["catchUpCoach"];
  /** Where each session's seed comes from (a test fixes it to reproduce a draw). */
  seed?: () => number;
}) {
  const ctx: SessionsContext = {
    repo: options.repo,
    cache: options.cache,
    weakAreaPicks: options.weakAreaPicks,
    catchUpCoach: options.catchUpCoach,
    now: () => new Date(),
    seed: options.seed ?? newSeed,
  };

  return {
    start: (input: StartInput & { type: Exclude<SessionType, "trial"> }) => start(ctx, input),
    startTrial: (input: Omit<StartInput, "type" | "questionCount">) => startTrial(ctx, input),
    saveAnswers: (userId: string, sessionId: string, input: AnswersInput) =>
      saveAnswers(ctx, userId, sessionId, input),

    /** Scores and records a session. Submitting at another mode's endpoint finds nothing. */
    submit: (type: SessionType, userId: string | null, sessionId: string, input: AnswersInput) =>
      end(ctx, { sessionId, userId, input, status: "completed", type }),

    /** Leaves a session early: keeps and records what was answered ("Review Progress"). */
    exit: (userId: string, sessionId: string, input: AnswersInput | undefined) =>
      end(ctx, { sessionId, userId, input, status: "exited" }),

    detail: (userId: string, sessionId: string, locale: Locale, reviewOnly = false) =>
      detail(ctx, userId, sessionId, locale, reviewOnly),
    history: (userId: string, kind: HistoryKind, page: number, perPage: number) =>
      history(ctx, userId, kind, page, perPage),
    categoryStatistics: (userId: string) => categoryStatistics(ctx, userId),

    /** A study pack with keys, for practice marked on the device (offline.ts). */
    offlinePack: (userId: string, transmission: TransmissionType, locale: Locale) =>
      offlinePack(ctx, userId, transmission, locale),
    /** Records a practice made offline, once per learner and client id. */
    recordOffline: (userId: string, locale: Locale, input: OfflineSession) =>
      recordOffline(ctx, userId, locale, input),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
