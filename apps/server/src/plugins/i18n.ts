import { type Locale, resolveLocale } from "@cc/i18n/catalogue";
import { applyPortugalPlurals } from "@cc/i18n/plurals";
import { resources } from "@cc/i18n/resources";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import i18next, { type TFunction } from "i18next";

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
    /** Translates a catalogue key into the request's language. */
    t: Translate;
  }
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * One translator per language over the shared catalogues. Requests get theirs below; work done
 * outside a request (a mail in the learner's own language) picks one by locale.
 */
export function createTranslators(): Record<Locale, Translate> {
  const i18n = i18next.createInstance();
  // With initAsync false the catalogues are in place when init returns.
  void i18n.init({
    resources,
    lng: "pt",
    fallbackLng: "pt",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyPortugalPlurals(i18n);
  const fixed = (locale: Locale): Translate => {
    const translate: TFunction = i18n.getFixedT(locale);
    return (key, params) => String(translate(key, params as never));
  };
  return { pt: fixed("pt"), en: fixed("en") };
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
