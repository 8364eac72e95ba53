import { questionsEndpoints as endpoints } from "@cc/contracts/endpoints/questions";
import type { onRequestHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { route } from "../../plugins/endpoint-route";
import type { QuestionsRepo } from "./questions.repo";
import type { QuestionsService } from "./questions.service";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Categories (public), the question browser (for learners with access: it never carries the answer
 * key), and the drawings, served by content hash with year-long caching.
 */
export const questionsRoutes: FastifyPluginAsyncZod<{
  service: QuestionsService;
  repo: QuestionsRepo;
  /** Who may browse questions (the bank is the product: not for anonymous scraping). */
  browseGuard: onRequestHookHandler[];
}> = async (app, { service, repo, browseGuard }) => {
  route(app, endpoints.categories, {
    handler: async (request) => ({ data: await service.categories(request.locale) }),
  });

  route(app, endpoints.category, {
    handler: async (request) => ({
      data: await service.category(request.params.id, request.locale),
    }),
  });

  route(app, endpoints.questions, {
    onRequest: browseGuard,
    handler: async (request) => {
      const { category, difficulty, transmission, search, page, per_page } = request.query;
      return service.list(
        {
          category,
          difficulty,
          pool: transmission,
          search: search || undefined,
          locale: request.locale,
        },
        page,
        per_page,
      );
    },
  });

  route(app, endpoints.question, {
    onRequest: browseGuard,
    handler: async (request) => ({ data: await service.get(request.params.id, request.locale) }),
  });

  // A file, not an API endpoint: outside the contract and the OpenAPI document.
  app.get(
    "/media/illustrations/:file",
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[0-9a-f]{64}\.svg$/) }) } },
    async (request, reply) => {
      const drawing = await repo.illustration(request.params.file.slice(0, 64));
      if (!drawing) return reply.code(404).type("text/plain").send("Not found");
      return (
        reply
          .type("image/svg+xml")
          .header("cache-control", IMMUTABLE)
          // An SVG opened on its own must not run anything, even if one ever slipped through.
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(drawing.svg)
      );
    },
  );
};
