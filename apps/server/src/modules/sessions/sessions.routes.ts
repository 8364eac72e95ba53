import { localeQuery } from "@cc/contracts/envelope";
import type { TransmissionType } from "@cc/contracts/questions";
import {
  categoryStatisticsSchema,
  exitSchema,
  fullExamStartSchema,
  historyPageSchema,
  historyQuery,
  quickStartSchema,
  type SessionType,
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
} from "@cc/contracts/sessions";
import type { HistoryKind } from "@cc/db/schema/learning";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { requirePremium, requireUser, signedIn } from "../../plugins/auth";
import type { AnswersInput, SessionsService } from "./sessions.service";

/**
 * The trial is open to anyone: a budget per address keeps it from being a free scraper of the
 * bank (a classroom behind one address still gets a start each for a good while).
 */
export const TRIAL_RATE_LIMITS = {
  start: { max: 30, timeWindow: "1 hour" },
  submit: { max: 60, timeWindow: "1 hour" },
} as const;

/** The setup fields a start body may carry; each mode's contract allows a subset of them. */
interface PracticeSetup {
  transmission_type: TransmissionType;
  question_count?: number | undefined;
  difficulty?: string | undefined;
  category_id?: string | undefined;
  never_repeat_questions?: boolean | undefined;
}

const START_ROUTES: {
  path: string;
  type: Exclude<SessionType, "trial">;
  summary: string;
  body: ZodType<PracticeSetup>;
}[] = [
  {
    path: "/api/v1/exams/start",
    type: "fullExam",
    summary: "Start a full mock exam (30 questions, 30 minutes)",
    body: fullExamStartSchema,
  },
  {
    path: "/api/v1/practice/quick/start",
    type: "quickPractice",
    summary: "Start a quick practice",
    body: quickStartSchema,
  },
  {
    path: "/api/v1/thematic/start",
    type: "thematic",
    summary: "Start a category test",
    body: thematicStartSchema,
  },
  {
    path: "/api/v1/practice/weak-areas/start",
    type: "weakAreas",
    summary: "Start a practice on the learner's weakest categories and missed questions",
    body: weakAreasStartSchema,
  },
];

const SUBMIT_ROUTES: { path: string; type: Exclude<SessionType, "trial">; summary: string }[] = [
  { path: "/api/v1/exams/submit", type: "fullExam", summary: "Submit a full exam" },
  {
    path: "/api/v1/practice/quick/submit",
    type: "quickPractice",
    summary: "Submit a quick practice",
  },
  { path: "/api/v1/thematic/submit", type: "thematic", summary: "Submit a category test" },
  {
    path: "/api/v1/practice/weak-areas/submit",
    type: "weakAreas",
    summary: "Submit a weak-area practice",
  },
];

/** A body's answers (and times spent) as the service takes them: maps by question id. */
const answersInput = (body: {
  answers?: Record<string, string> | undefined;
  time_ms?: Record<string, number> | undefined;
}): AnswersInput => ({
  answers: new Map(Object.entries(body.answers ?? {})),
  timeMs: body.time_ms ? new Map(Object.entries(body.time_ms)) : undefined,
});

/** Sends JSON the service wrote itself, to the same contract (the route's schema documents it). */
const sendJson = (reply: FastifyReply, status: number, json: string) =>
  reply.code(status).type("application/json; charset=utf-8").send(json);

const HISTORY_ROUTES: { path: string; kind: HistoryKind; summary: string }[] = [
  { path: "/api/v1/exams/history", kind: "exams", summary: "The learner's full exams" },
  {
    path: "/api/v1/practice/history",
    kind: "practice",
    summary: "The learner's quick, category and weak-area practice",
  },
];

/**
 * Exams, practice and the free trial (spec section 7): starts (subscription needed, except the
 * trial), saved answers, submit, exit, history, one session with its review, and the learner's
 * record per category. Submitting, exiting and reading only need sign-in, so a subscription that
 * runs out mid-exam still lets the learner finish and review it.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  const premium = { onRequest: [requirePremium] };
  const member = { onRequest: [requireUser] };
  const security = [{ bearer: [] }];

  for (const route of START_ROUTES) {
    app.post(
      route.path,
      {
        ...premium,
        schema: {
          tags: ["sessions"],
          summary: route.summary,
          security,
          body: route.body,
          response: { 201: sessionStartSchema },
        },
      },
      async (request, reply) => {
        const body: PracticeSetup = request.body;
        const started = await service.start({
          type: route.type,
          userId: signedIn(request).id,
          transmission: body.transmission_type,
          locale: request.locale,
          questionCount: body.question_count,
          difficulty: body.difficulty,
          categoryId: body.category_id,
          neverRepeat: body.never_repeat_questions,
        });
        return sendJson(reply, 201, started.json);
      },
    );
  }

  app.post(
    "/api/v1/trial/start",
    {
      config: { rateLimit: TRIAL_RATE_LIMITS.start },
      schema: {
        tags: ["sessions"],
        summary: "Start the free trial (no account; carries the answer key, scored in the browser)",
        body: trialStartSchema,
        response: { 201: trialStartResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.startTrial({
        userId: request.user?.id ?? null,
        transmission: request.body.transmission_type_v1,
        locale: request.body.locale ?? request.locale,
      });
      return reply.code(201).send({ data });
    },
  );

  for (const route of SUBMIT_ROUTES) {
    app.post(
      route.path,
      {
        ...member,
        schema: {
          tags: ["sessions"],
          summary: route.summary,
          security,
          body: submitSchema,
          response: { 200: sessionResultSchema },
        },
      },
      async (request) => ({
        data: await service.submit(
          route.type,
          signedIn(request).id,
          request.body.session_id,
          answersInput(request.body),
        ),
      }),
    );
  }

  app.post(
    "/api/v1/trial/submit",
    {
      config: { rateLimit: TRIAL_RATE_LIMITS.submit },
      schema: {
        tags: ["sessions"],
        summary: "Record the free trial's result (every question answered)",
        body: submitSchema,
        response: { 200: sessionResultSchema },
      },
    },
    async (request) => ({
      data: await service.submit(
        "trial",
        request.user?.id ?? null,
        request.body.session_id,
        answersInput(request.body),
      ),
    }),
  );

  app.patch(
    "/api/v1/sessions/:id/answers",
    {
      ...member,
      schema: {
        tags: ["sessions"],
        summary: "Save answers while the session runs (a late submit counts only these)",
        security,
        params: sessionParams,
        body: saveAnswersSchema,
        response: { 200: saveAnswersResponseSchema },
      },
    },
    async (request) => ({
      data: await service.saveAnswers(
        signedIn(request).id,
        request.params.id,
        answersInput(request.body),
      ),
    }),
  );

  app.post(
    "/api/v1/sessions/:id/exit",
    {
      ...member,
      schema: {
        tags: ["sessions"],
        summary: "Leave a session early, keeping what was answered (Review Progress)",
        security,
        params: sessionParams,
        body: exitSchema.nullish(),
        response: { 200: sessionResultSchema },
      },
    },
    async (request) => ({
      data: await service.exit(
        signedIn(request).id,
        request.params.id,
        request.body ? answersInput(request.body) : undefined,
      ),
    }),
  );

  for (const route of HISTORY_ROUTES) {
    app.get(
      route.path,
      {
        ...member,
        schema: {
          tags: ["sessions"],
          summary: `${route.summary}, newest first`,
          security,
          querystring: historyQuery,
          response: { 200: historyPageSchema },
        },
      },
      async (request) =>
        service.history(
          signedIn(request).id,
          route.kind,
          request.query.page,
          request.query.per_page,
        ),
    );
  }

  app.get(
    "/api/v1/exams/:id",
    {
      ...member,
      schema: {
        tags: ["sessions"],
        summary: "One session: its review when finished, its questions and saved answers if not",
        security,
        params: sessionParams,
        querystring: localeQuery,
        response: { 200: sessionDetailSchema },
      },
    },
    async (request) => ({
      data: await service.detail(signedIn(request).id, request.params.id, request.locale),
    }),
  );

  app.get(
    "/api/v1/exams/:id/review",
    {
      ...member,
      schema: {
        tags: ["sessions"],
        summary: "The review of a finished session (422 while it is still running)",
        security,
        params: sessionParams,
        querystring: localeQuery,
        response: { 200: sessionDetailSchema },
      },
    },
    async (request) => ({
      data: await service.detail(signedIn(request).id, request.params.id, request.locale, true),
    }),
  );

  app.get(
    "/api/v1/categories/statistics",
    {
      ...member,
      schema: {
        tags: ["sessions"],
        summary: "The learner's answers, right answers and accuracy per category",
        security,
        querystring: localeQuery,
        response: { 200: categoryStatisticsSchema },
      },
    },
    async (request) => ({ data: await service.categoryStatistics(signedIn(request).id) }),
  );
};
