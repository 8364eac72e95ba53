import { en } from "./locales/en";
import { pt } from "./locales/pt";

/** Both catalogues in the shape i18next expects (one namespace, `translation`). */
export const resources = {
  pt: { translation: pt },
  en: { translation: en },
} as const;
