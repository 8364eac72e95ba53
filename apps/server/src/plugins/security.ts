import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers on every answer, and compression. The Content-Security-Policy of HTML pages is
 * set by the web plugin, which knows the hashes of each page's inline scripts; API answers get a
 * policy that allows nothing, since they are never rendered.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  },
  { name: "security" },
);
