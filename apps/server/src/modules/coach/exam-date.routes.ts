import { examDateBody, examDateSchema } from "@cc/contracts/coach";
import { dataEnvelope, localeQuery } from "@cc/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import type { ExamDates } from "./exam-date";

/** The learner's own exam day: set or cleared on their account only (no id in the path). */
export const examDateRoutes: FastifyPluginAsyncZod<{ examDates: ExamDates }> = async (
  app,
  { examDates },
) => {
  app.patch(
    "/api/v1/user/exam-date",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["coach"],
        summary: "Set or clear (null) the learner's exam date; the study plan counts down to it",
        security: [{ bearer: [] }],
        querystring: localeQuery,
        body: examDateBody,
        response: { 200: dataEnvelope(examDateSchema) },
      },
    },
    async (request) => ({
      data: {
        exam_date: await examDates.set(signedIn(request).id, request.body.exam_date),
      },
    }),
  );
};
