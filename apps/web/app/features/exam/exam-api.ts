import {
  type SessionType,
  sessionDetailSchema,
  type sessionQuestionSchema,
  sessionResultSchema,
  type sessionStartSchema,
} from "@cc/contracts/sessions";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { sharedKeys } from "../../lib/query-keys";

type SessionQuestion = z.infer<typeof sessionQuestionSchema>;
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

// The trial is scored in the browser and submitted by the landing page's modal, not here.
const SUBMIT_PATHS: Record<Exclude<SessionType, "trial">, string> = {
  fullExam: "/v1/exams/submit",
  quickPractice: "/v1/practice/quick/submit",
  thematic: "/v1/thematic/submit",
  weakAreas: "/v1/practice/weak-areas/submit",
};

async function fetchSession(sessionId: string): Promise<SessionDetail> {
  return sessionDetailSchema.parse(await api.get(`/v1/exams/${sessionId}`)).data;
}

export const examQueries = {
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
  await api.patch(`/v1/sessions/${sessionId}/answers`, { answers, time_ms: timeMs });
}

export async function submitSession(
  session: Pick<RunningSession, "session_id" | "type">,
  answers: Answers,
  timeMs: TimeSpent,
): Promise<SessionResult> {
  const path = SUBMIT_PATHS[session.type as Exclude<SessionType, "trial">];
  const body = await api.post(path, { session_id: session.session_id, answers, time_ms: timeMs });
  afterFinish();
  return sessionResultSchema.parse(body).data;
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
  const body = await api.post(`/v1/sessions/${sessionId}/exit`, { answers, time_ms: timeMs });
  afterFinish();
  return sessionResultSchema.parse(body).data;
}

// The learner's history and statistics changed.
function afterFinish() {
  void queryClient.invalidateQueries({ queryKey: sharedKeys.history });
}
