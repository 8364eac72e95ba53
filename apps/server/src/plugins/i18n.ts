import { type Locale, resolveLocale } from "@cc/i18n/catalogue";
import { resources } from "@cc/i18n/resources";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import i18next, { type TFunction } from "i18next";

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
    /** Translates a catalogue key into the request's language. */
    t: (key: string, params?: Record<string, unknown>) => string;
  }
}

/** The request's language: `locale` query parameter, then Accept-Language, then Portuguese. */
export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources,
      lng: "pt",
      fallbackLng: "pt",
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    const translators: Record<Locale, TFunction> = {
      pt: i18n.getFixedT("pt"),
      en: i18n.getFixedT("en"),
    };
    app.decorateRequest("locale", "pt");
    app.decorateRequest("t", null as never);
    app.addHook("onRequest", async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.locale = resolveLocale(query?.locale, request.headers["accept-language"]);
      const translate = translators[request.locale];
      request.t = (key, params) => String(translate(key, params as never));
    });
  },
  { name: "i18n" },
);
