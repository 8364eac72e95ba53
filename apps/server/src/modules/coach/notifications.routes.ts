import { dataEnvelope, localeQuery } from "@cc/contracts/envelope";
import {
  notificationCheckSchema,
  notificationParams,
  notificationSchema,
  notificationStatsSchema,
  postSessionAnalysisSchema,
  sessionAnalysisBody,
} from "@cc/contracts/notifications";
import type { Locale } from "@cc/i18n/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Translate } from "../../core/translate";
import { requireUser, signedIn } from "../../plugins/auth";
import type { NotificationsService } from "./notifications.service";

const guarded = { onRequest: [requireUser] };
const security = [{ bearer: [] }];

/**
 * Coach notifications and the post-session analysis that makes them. Every call reads or
 * changes the signed-in learner's own rows only: another learner's notification is a 404.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  const analysis = async (userId: string, sessionId: string, t: Translate, locale: Locale) => {
    const made = await notifications.afterSession(userId, sessionId);
    return {
      session_id: sessionId,
      percentage: made.session.percentage,
      readiness_before: made.before.score,
      readiness_after: made.after.score,
      notifications: await notifications.view(made.rows, t, locale),
    };
  };
  for (const url of ["/api/v1/ai/trigger-post-exam-analysis", "/api/v1/ai/analyze-performance"]) {
    app.post(
      url,
      {
        ...guarded,
        schema: {
          tags: ["coach"],
          summary: "Analyse a finished session and make its notifications (once)",
          security,
          querystring: localeQuery,
          body: sessionAnalysisBody,
          response: { 200: dataEnvelope(postSessionAnalysisSchema) },
        },
      },
      async (request) => ({
        data: await analysis(
          signedIn(request).id,
          request.body.session_id,
          request.t,
          request.locale,
        ),
      }),
    );
  }

  app.get(
    "/api/v1/notifications",
    {
      ...guarded,
      schema: {
        tags: ["coach"],
        summary: "The learner's notifications (not dismissed, not snoozed), newest first",
        security,
        querystring: localeQuery,
        response: { 200: dataEnvelope(z.array(notificationSchema)) },
      },
    },
    async (request) => {
      const rows = await notifications.list(signedIn(request).id);
      return { data: await notifications.view(rows, request.t, request.locale) };
    },
  );

  app.get(
    "/api/v1/notifications/check",
    {
      ...guarded,
      schema: {
        tags: ["coach"],
        summary: "The notification to show now, if any",
        security,
        querystring: localeQuery,
        response: { 200: dataEnvelope(notificationCheckSchema) },
      },
    },
    async (request) => {
      const { active, unshownCount } = await notifications.active(signedIn(request).id);
      const view = active ? await notifications.viewOne(active, request.t, request.locale) : null;
      return { data: { notification: view, unshown_count: unshownCount } };
    },
  );

  app.get(
    "/api/v1/notifications/stats",
    {
      ...guarded,
      schema: {
        tags: ["coach"],
        summary: "How many notifications the learner has in each state",
        security,
        querystring: localeQuery,
        response: { 200: dataEnvelope(notificationStatsSchema) },
      },
    },
    async (request) => ({ data: await notifications.stats(signedIn(request).id) }),
  );

  for (const action of ["show", "click", "snooze", "dismiss"] as const) {
    app.patch(
      `/api/v1/notifications/:id/${action}`,
      {
        ...guarded,
        schema: {
          tags: ["coach"],
          summary: `Mark a notification: ${action}`,
          security,
          params: notificationParams,
          querystring: localeQuery,
          response: { 200: dataEnvelope(notificationSchema) },
        },
      },
      async (request) => {
        const row = await notifications.mark(signedIn(request).id, request.params.id, action);
        return { data: await notifications.viewOne(row, request.t, request.locale) };
      },
    );
  }
};
