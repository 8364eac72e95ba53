import { coachEndpoints as endpoints } from "@cc/contracts/endpoints/coach";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import type { ExamDates } from "./exam-date";

/** The learner's own exam day: set or cleared on their account only (no id in the path). */
export const examDateRoutes: FastifyPluginAsyncZod<{ examDates: ExamDates }> = async (
  app,
  { examDates },
) => {
  route(app, endpoints.examDate, {
    onRequest: [requireUser],
    handler: async (request) => ({
      data: {
        exam_date: await examDates.set(signedIn(request).id, request.body.exam_date),
      },
    }),
  });
};
