import { z } from "zod";
import {
  coachDashboardSchema,
  coachInsightsSchema,
  coachRecommendationsSchema,
  dashboardQuery,
  examDateBody,
  examDateSchema,
  generatedAnalysisSchema,
  recommendationsQuery,
} from "../coach";
import { endpoint } from "../endpoint";
import { dataEnvelope, localeQuery } from "../envelope";
import {
  notificationCheckSchema,
  notificationParams,
  notificationSchema,
  notificationStatsSchema,
  postSessionAnalysisSchema,
  sessionAnalysisBody,
} from "../notifications";

const tags = ["coach"];
const security = [{ bearer: [] }];

const analysis = (path: string) =>
  endpoint({
    method: "POST",
    path,
    query: localeQuery,
    body: sessionAnalysisBody,
    responses: { 200: dataEnvelope(postSessionAnalysisSchema) },
    tags,
    summary: "Analyse a finished session and make its notifications (once)",
    security,
  });

const mark = (action: "show" | "click" | "snooze" | "dismiss") =>
  endpoint({
    method: "PATCH",
    path: `/api/v1/notifications/:id/${action}`,
    params: notificationParams,
    query: localeQuery,
    responses: { 200: dataEnvelope(notificationSchema) },
    tags,
    summary: `Mark a notification: ${action}`,
    security,
  });

/**
 * The coach (spec section 7, "AI"): readiness, plan, the post-session analysis and the
 * notifications it makes. Each acts on the signed-in learner's own figures only.
 */
export const coachEndpoints = {
  dashboard: endpoint({
    method: "GET",
    path: "/api/v1/ai/dashboard",
    tags,
    summary: "Readiness, its trend, weak areas and the performance overview",
    security,
    query: dashboardQuery,
    responses: { 200: dataEnvelope(coachDashboardSchema) },
  }),
  insights: endpoint({
    method: "GET",
    path: "/api/v1/ai/insights",
    tags,
    summary: "Readiness and the study plan",
    security,
    query: localeQuery,
    responses: { 200: dataEnvelope(coachInsightsSchema) },
  }),
  recommendations: endpoint({
    method: "GET",
    path: "/api/v1/ai/recommendations",
    tags,
    summary: "The study plan",
    security,
    query: recommendationsQuery,
    responses: { 200: dataEnvelope(coachRecommendationsSchema) },
  }),
  notifications: endpoint({
    method: "GET",
    path: "/api/v1/notifications",
    tags,
    summary: "The learner's notifications (not dismissed, not snoozed), newest first",
    security,
    query: localeQuery,
    responses: { 200: dataEnvelope(z.array(notificationSchema)) },
  }),
  checkNotifications: endpoint({
    method: "GET",
    path: "/api/v1/notifications/check",
    tags,
    summary: "The notification to show now, if any",
    security,
    query: localeQuery,
    responses: { 200: dataEnvelope(notificationCheckSchema) },
  }),
  notificationStats: endpoint({
    method: "GET",
    path: "/api/v1/notifications/stats",
    tags,
    summary: "How many notifications the learner has in each state",
    security,
    query: localeQuery,
    responses: { 200: dataEnvelope(notificationStatsSchema) },
  }),
  generateAnalysis: endpoint({
    method: "POST",
    path: "/api/v1/ai/generate-analysis",
    query: localeQuery,
    responses: { 200: dataEnvelope(generatedAnalysisSchema) },
    tags,
    summary: "The learner's analysis now: readiness, trend, weak areas and study plan",
    security,
  }),
  examDate: endpoint({
    method: "PATCH",
    path: "/api/v1/user/exam-date",
    query: localeQuery,
    body: examDateBody,
    responses: { 200: dataEnvelope(examDateSchema) },
    tags,
    summary: "Set or clear (null) the learner's exam date; the study plan counts down to it",
    security,
  }),
  /** The spec names the same analysis twice; both are kept. */
  analysis: {
    triggerPostExam: analysis("/api/v1/ai/trigger-post-exam-analysis"),
    analyzePerformance: analysis("/api/v1/ai/analyze-performance"),
  },
  mark: {
    show: mark("show"),
    click: mark("click"),
    snooze: mark("snooze"),
    dismiss: mark("dismiss"),
  },
};
