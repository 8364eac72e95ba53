import {
  exitSchema,
  type SessionType,
  saveAnswersResponseSchema,
  saveAnswersSchema,
  sessionParams,
  sessionResultSchema,
  submitSchema,
} from "@cc/contracts/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import type { AnswersInput, SessionsService } from "./sessions.service";
import { TRIAL_RATE_LIMITS } from "./start.routes";

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

const security = [{ bearer: [] }];

/** Submits: each mode at its own endpoint, the trial's open to anyone holding its id. */
export const submitRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  for (const route of SUBMIT_ROUTES) {
    app.post(
      route.path,
      {
        onRequest: [requireUser],
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
};

/** Answers saved while a session runs, and leaving it early. */
export const answerRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  app.patch(
    "/api/v1/sessions/:id/answers",
    {
      onRequest: [requireUser],
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
      onRequest: [requireUser],
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
};
