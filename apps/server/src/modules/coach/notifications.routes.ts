import { coachEndpoints as endpoints } from "@cc/contracts/endpoints/coach";
import type { Locale } from "@cc/i18n/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Translate } from "../../core/translate";
import { requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import type { NotificationsService } from "./notifications.service";

const guarded = { onRequest: [requireUser] };

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
  for (const use of Object.values(endpoints.analysis)) {
    route(app, use, {
      ...guarded,
      handler: async (request) => ({
        data: await analysis(
          signedIn(request).id,
          request.body.session_id,
          request.t,
          request.locale,
        ),
      }),
    });
  }

  route(app, endpoints.notifications, {
    ...guarded,
    handler: async (request) => {
      const rows = await notifications.list(signedIn(request).id);
      return { data: await notifications.view(rows, request.t, request.locale) };
    },
  });

  route(app, endpoints.checkNotifications, {
    ...guarded,
    handler: async (request) => {
      const { active, unshownCount } = await notifications.active(signedIn(request).id);
      const view = active ? await notifications.viewOne(active, request.t, request.locale) : null;
      return { data: { notification: view, unshown_count: unshownCount } };
    },
  });

  route(app, endpoints.notificationStats, {
    ...guarded,
    handler: async (request) => ({ data: await notifications.stats(signedIn(request).id) }),
  });

  for (const action of Object.keys(endpoints.mark) as (keyof typeof endpoints.mark)[]) {
    route(app, endpoints.mark[action], {
      ...guarded,
      handler: async (request) => {
        const row = await notifications.mark(signedIn(request).id, request.params.id, action);
        return { data: await notifications.viewOne(row, request.t, request.locale) };
      },
    });
  }
};
