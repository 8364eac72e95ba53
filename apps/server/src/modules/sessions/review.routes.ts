import { localeQuery } from "@cc/contracts/envelope";
import {
  categoryStatisticsSchema,
  historyPageSchema,
  historyQuery,
  sessionDetailSchema,
  sessionParams,
} from "@cc/contracts/sessions";
import type { HistoryKind } from "@cc/db/schema/learning";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth";
import type { SessionsService } from "./sessions.service";

const HISTORY_ROUTES: { path: string; kind: HistoryKind; summary: string }[] = [
  { path: "/api/v1/exams/history", kind: "exams", summary: "The learner's full exams" },
  {
    path: "/api/v1/practice/history",
    kind: "practice",
    summary: "The learner's quick, category and weak-area practice",
  },
];

const DETAIL_ROUTES: { path: string; reviewOnly: boolean; summary: string }[] = [
  {
    path: "/api/v1/exams/:id",
    reviewOnly: false,
    summary: "One session: its review when finished, its questions and saved answers if not",
  },
  {
    path: "/api/v1/exams/:id/review",
    reviewOnly: true,
    summary: "The review of a finished session (422 while it is still running)",
  },
];

/** What a learner reads back: history, one session or its review, the record per category. */
export const reviewRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  const member = { onRequest: [requireUser] };
  const security = [{ bearer: [] }];

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

  for (const route of DETAIL_ROUTES) {
    app.get(
      route.path,
      {
        ...member,
        schema: {
          tags: ["sessions"],
          summary: route.summary,
          security,
          params: sessionParams,
          querystring: localeQuery,
          response: { 200: sessionDetailSchema },
        },
      },
      async (request) => ({
        data: await service.detail(
          signedIn(request).id,
          request.params.id,
          request.locale,
          route.reviewOnly,
        ),
      }),
    );
  }

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
