import type { TransmissionType } from "@cc/contracts/questions";
import {
  fullExamStartSchema,
  quickStartSchema,
  type SessionType,
  sessionStartSchema,
  thematicStartSchema,
  trialStartResponseSchema,
  trialStartSchema,
  weakAreasStartSchema,
} from "@cc/contracts/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { requirePremium, signedIn } from "../../plugins/auth";
import type { SessionsService } from "./sessions.service";

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
    summary: "Start the coach's practice: the learner's due reviews and weakest categories",
    body: weakAreasStartSchema,
  },
];

/**
 * Starts: a subscription is needed, except for the trial. Each answer is written by the route's
 * contract, so a start carries nothing the contract does not declare (never the answer key).
 */
export const startRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  for (const route of START_ROUTES) {
    app.post(
      route.path,
      {
        onRequest: [requirePremium],
        schema: {
          tags: ["sessions"],
          summary: route.summary,
          security: [{ bearer: [] }],
          body: route.body,
          response: { 201: sessionStartSchema },
        },
      },
      async (request, reply) => {
        const body: PracticeSetup = request.body;
        const data = await service.start({
          type: route.type,
          userId: signedIn(request).id,
          transmission: body.transmission_type,
          locale: request.locale,
          questionCount: body.question_count,
          difficulty: body.difficulty,
          categoryId: body.category_id,
          neverRepeat: body.never_repeat_questions,
        });
        return reply.code(201).send({ data });
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
};
