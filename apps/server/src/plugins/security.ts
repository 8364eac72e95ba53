import type { IncomingMessage, ServerResponse } from "node:http";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are
 * worked out once at startup: helmet's Fastify plugin builds helmet's middleware again on every
 * request, which cost a few percent of each answer's CPU.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Security headers on every answer, and compression. The Content-Security-Policy of HTML pages is
 * set by the web plugin, which knows the hashes of each page's inline scripts; API answers get a
 * policy that allows nothing, since they are never rendered.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  },
  { name: "security" },
);
