import { type Locale, resolveLocale } from "@cc/i18n/catalogue";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createTranslators, type Translate } from "../core/translate";

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
    /** Translates a catalogue key into the request's language. */
    t: Translate;
  }
}

/** The request's language: `locale` query parameter, then Accept-Language, then Portuguese. */
export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    const translators = createTranslators();
    app.decorateRequest("locale", "pt");
    app.decorateRequest("t", null as never);
    app.addHook("onRequest", async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.locale = resolveLocale(query?.locale, request.headers["accept-language"]);
      request.t = translators[request.locale];
    });
  },
  { name: "i18n" },
);
