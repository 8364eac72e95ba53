import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerRoutes, submitRoutes } from "./answers.routes";
import { foundStartRoutes } from "./found-start.routes";
import { reviewRoutes } from "./review.routes";
import type { SessionsService } from "./sessions.service";
import { startRoutes } from "./start.routes";

export { TRIAL_RATE_LIMITS } from "./start.routes";

/**
 * Exams, practice and the free trial (spec section 7): starts (subscription needed, except the
 * trial), saved answers, submit, exit, history, one session with its review, and the learner's
 * record per category. Submitting, exiting and reading only need sign-in, so a subscription that
 * runs out mid-exam still lets the learner finish and review it.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  options,
) => {
  await app.register(startRoutes, options);
  await app.register(foundStartRoutes, options);
  await app.register(submitRoutes, options);
  await app.register(answerRoutes, options);
  await app.register(reviewRoutes, options);
};
