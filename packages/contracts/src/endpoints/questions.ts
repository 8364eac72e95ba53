import { z } from "zod";
import { endpoint } from "../endpoint";
import { dataEnvelope, localeQuery } from "../envelope";
import {
  categoryParams,
  categorySchema,
  publicQuestionSchema,
  questionAnswerSchema,
  questionListQuery,
  questionPageSchema,
  questionParams,
} from "../questions";

/**
 * Categories (public), the question browser (never the answer key) and, for studying a found
 * question, its answer on request.
 */
export const questionsEndpoints = {
  categories: endpoint({
    method: "GET",
    path: "/api/v1/categories",
    tags: ["questions"],
    summary: "The nine categories with their question counts",
    query: localeQuery,
    responses: { 200: dataEnvelope(z.array(categorySchema)) },
  }),
  category: endpoint({
    method: "GET",
    path: "/api/v1/categories/:id",
    tags: ["questions"],
    summary: "One category",
    params: categoryParams,
    query: localeQuery,
    responses: { 200: dataEnvelope(categorySchema) },
  }),
  questions: endpoint({
    method: "GET",
    path: "/api/v1/questions",
    tags: ["questions"],
    summary: "Browse questions (no answer key)",
    security: [{ bearer: [] }],
    query: questionListQuery,
    responses: { 200: questionPageSchema },
  }),
  question: endpoint({
    method: "GET",
    path: "/api/v1/questions/:id",
    tags: ["questions"],
    summary: "One question (no answer key)",
    security: [{ bearer: [] }],
    params: questionParams,
    query: localeQuery,
    responses: { 200: dataEnvelope(publicQuestionSchema) },
  }),
  answer: endpoint({
    method: "GET",
    path: "/api/v1/questions/:id/answer",
    tags: ["questions"],
    summary:
      "A question's answer, explanation and cited article, for studying it (403 while it is in one of the learner's running sessions)",
    security: [{ bearer: [] }],
    params: questionParams,
    query: localeQuery,
    responses: { 200: dataEnvelope(questionAnswerSchema) },
  }),
};
