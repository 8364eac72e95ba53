import { sessionsEndpoints as endpoints } from "@cc/contracts/endpoints/sessions";
import type {
  SessionType,
  sessionDetailSchema,
  sessionQuestionSchema,
  sessionResultSchema,
  sessionStartSchema,
} from "@cc/contracts/sessions";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { sharedKeys } from "../../lib/query-keys";
import { asAnswerLetters } from "../../lib/question-navigation";

export type SessionQuestion = z.infer<typeof sessionQuestionSchema>;
export type StartedSession = z.infer<typeof sessionStartSchema>["data"];
export type SessionDetail = z.infer<typeof sessionDetailSchema>["data"];
export type SessionResult = z.infer<typeof sessionResultSchema>["data"];

/** What the exam screen needs of a running session, whether just started or resumed. */
export interface RunningSession {
  session_id: string;
  type: SessionType;
  deadline_at: string | null;
  server_time: string;
  max_mistakes: number | null;
  questions: SessionQuestion[];
  saved_answers: Record<string, string>;
}

export async function fetchSession(sessionId: string): Promise<SessionDetail> {
  return (await api.call(endpoints.detail, { params: { id: sessionId } })).data;
}

export const sessionQueries = {
  /**
   * One session as the server has it. Fetched once per visit: a running exam lives in the screen's
   * state from then on, so neither focus nor time refetches it. Quiet: the screen shows not found
   * and invalid ids itself.
   */
  detail: (sessionId: string) =>
    queryOptions({
      queryKey: ["session", sessionId],
      queryFn: () => fetchSession(sessionId),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      meta: { quiet: true },
    }),
};

export function runningFromStart(started: StartedSession): RunningSession {
  return { ...started, saved_answers: {} };
}

/** A session this screen can run; the trial runs only in the landing page's modal. */
export function runningFromDetail(detail: SessionDetail): RunningSession | null {
  if (detail.status !== "in_progress" || !detail.questions || detail.type === "trial") return null;
  return { ...detail, questions: detail.questions, saved_answers: detail.saved_answers ?? {} };
}

export function resultFromDetail(detail: SessionDetail): SessionResult | null {
  if (detail.status === "in_progress" || !detail.score) return null;
  const { session_id, type, status, finished_at, score } = detail;
  return { session_id, type, status, finished_at, score };
}

/** Question id -> chosen letter, and question id -> milliseconds spent on it (for the coach). */
type Answers = Record<string, string>;
type TimeSpent = Record<string, number>;

/** Answers chosen since the last save; the server keeps the time each one arrived. */
export async function saveAnswers(sessionId: string, answers: Answers, timeMs: TimeSpent) {
  await api.call(endpoints.saveAnswers, {
    params: { id: sessionId },
    body: { answers: asAnswerLetters(answers), time_ms: timeMs },
  });
}

export async function submitSession(
  session: Pick<RunningSession, "session_id" | "type">,
  answers: Answers,
  timeMs: TimeSpent,
): Promise<SessionResult> {
  // The trial is scored in the browser and submitted by the landing page's modal, not here.
  const endpoint = endpoints.submit[session.type as Exclude<SessionType, "trial">];
  const { data } = await api.call(endpoint, {
    body: { session_id: session.session_id, answers: asAnswerLetters(answers), time_ms: timeMs },
  });
  afterFinish();
  return data;
}

/**
 * Ends the session early: it is marked exited and keeps what was answered. The answers go along,
 * so none still waiting to be saved is lost.
 */
export async function exitSession(
  sessionId: string,
  answers: Answers,
  timeMs: TimeSpent,
): Promise<SessionResult> {
  const { data } = await api.call(endpoints.exit, {
    params: { id: sessionId },
    body: { answers: asAnswerLetters(answers), time_ms: timeMs },
  });
  afterFinish();
  return data;
}

// The learner's history and statistics changed.
function afterFinish() {
  void queryClient.invalidateQueries({ queryKey: sharedKeys.history });
}
