import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document, generated from the same zod contracts the routes validate with. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: "Código Certo API",
          description:
            "Success answers are `{ data }`; errors are `{ message, errors?, required_permission? }`. " +
            "Messages follow the `locale` query parameter, then Accept-Language (pt by default).",
          version: "1.0.0",
        },
        components: {
          securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "openapi" },
);
