import type { z } from "zod";
import { endpoint } from "../endpoint";
import { localeQuery } from "../envelope";
import { offlinePackQuery, offlinePackSchema, offlineSessionSchema } from "../offline";
import {
  categoryStatisticsSchema,
  exitSchema,
  foundStartSchema,
  fullExamStartSchema,
  historyPageSchema,
  historyQuery,
  quickStartSchema,
  saveAnswersResponseSchema,
  saveAnswersSchema,
  sessionDetailSchema,
  sessionParams,
  sessionResultSchema,
  sessionStartSchema,
  submitSchema,
  thematicStartSchema,
  trialStartResponseSchema,
  trialStartSchema,
  weakAreasStartSchema,
} from "../sessions";

const tags = ["sessions"];
const security = [{ bearer: [] }];

/** Starts a session of one mode: a subscription is needed (the trial has its own). */
const start = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  endpoint({
    method: "POST",
    path,
    body,
    responses: { 201: sessionStartSchema },
    tags,
    summary,
    security,
  });

const submit = (path: string, summary: string) =>
  endpoint({
    method: "POST",
    path,
    body: submitSchema,
    responses: { 200: sessionResultSchema },
    tags,
    summary,
    security,
  });

const history = (path: string, summary: string) =>
  endpoint({
    method: "GET",
    path,
    query: historyQuery,
    responses: { 200: historyPageSchema },
    tags,
    summary: `${summary}, newest first`,
    security,
  });

const detail = (path: string, summary: string) =>
  endpoint({
    method: "GET",
    path,
    params: sessionParams,
    query: localeQuery,
    responses: { 200: sessionDetailSchema },
    tags,
    summary,
    security,
  });

/**
 * Exams, practice and the free trial (spec section 7). Starts and submits are one endpoint per
 * mode, keyed by session type, so a caller picks them by the session it holds.
 */
export const sessionsEndpoints = {
  start: {
    fullExam: start(
      "/api/v1/exams/start",
      "Start a full mock exam (30 questions, 30 minutes)",
      fullExamStartSchema,
    ),
    quickPractice: start(
      "/api/v1/practice/quick/start",
      "Start a quick practice",
      quickStartSchema,
    ),
    thematic: start("/api/v1/thematic/start", "Start a category test", thematicStartSchema),
    weakAreas: start(
      "/api/v1/practice/weak-areas/start",
      "Start the coach's practice: the learner's due reviews and weakest categories",
      weakAreasStartSchema,
    ),
  },
  /** "Practise these": a quick practice of the questions the browser found, in their order. */
  offlinePack: endpoint({
    method: "GET",
    path: "/api/v1/practice/offline-pack",
    query: offlinePackQuery,
    responses: { 200: offlinePackSchema },
    tags,
    summary: "A study pack for offline practice: questions with their keys and explanations",
    security,
  }),
  offlineRecord: endpoint({
    method: "POST",
    path: "/api/v1/practice/offline-sessions",
    body: offlineSessionSchema,
    responses: { 200: sessionResultSchema },
    tags,
    summary: "Record a practice made offline (once per client_id: a replay changes nothing)",
    security,
  }),
  foundStart: endpoint({
    method: "POST",
    path: "/api/v1/practice/found/start",
    body: foundStartSchema,
    responses: { 201: sessionStartSchema },
    tags,
    summary: "Start a practice of chosen questions (1-30 found in the question browser)",
    security,
  }),
  trialStart: endpoint({
    method: "POST",
    path: "/api/v1/trial/start",
    body: trialStartSchema,
    responses: { 201: trialStartResponseSchema },
    tags,
    summary: "Start the free trial (no account; carries the answer key, scored in the browser)",
  }),
  submit: {
    fullExam: submit("/api/v1/exams/submit", "Submit a full exam"),
    quickPractice: submit("/api/v1/practice/quick/submit", "Submit a quick practice"),
    thematic: submit("/api/v1/thematic/submit", "Submit a category test"),
    weakAreas: submit("/api/v1/practice/weak-areas/submit", "Submit a weak-area practice"),
  },
  trialSubmit: endpoint({
    method: "POST",
    path: "/api/v1/trial/submit",
    body: submitSchema,
    responses: { 200: sessionResultSchema },
    tags,
    summary: "Record the free trial's result (every question answered)",
  }),
  saveAnswers: endpoint({
    method: "PATCH",
    path: "/api/v1/sessions/:id/answers",
    params: sessionParams,
    body: saveAnswersSchema,
    responses: { 200: saveAnswersResponseSchema },
    tags,
    summary: "Save answers while the session runs (a late submit counts only these)",
    security,
  }),
  exit: endpoint({
    method: "POST",
    path: "/api/v1/sessions/:id/exit",
    params: sessionParams,
    body: exitSchema.nullish(),
    responses: { 200: sessionResultSchema },
    tags,
    summary: "Leave a session early, keeping what was answered (Review Progress)",
    security,
  }),
  history: {
    exams: history("/api/v1/exams/history", "The learner's full exams"),
    practice: history(
      "/api/v1/practice/history",
      "The learner's quick, category and weak-area practice",
    ),
  },
  detail: detail(
    "/api/v1/exams/:id",
    "One session: its review when finished, its questions and saved answers if not",
  ),
  review: detail(
    "/api/v1/exams/:id/review",
    "The review of a finished session (422 while it is still running)",
  ),
  categoryStatistics: endpoint({
    method: "GET",
    path: "/api/v1/categories/statistics",
    query: localeQuery,
    responses: { 200: categoryStatisticsSchema },
    tags,
    summary: "The learner's answers, right answers and accuracy per category",
    security,
  }),
};
