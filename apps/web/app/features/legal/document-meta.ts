import { currentLocale, t } from "../../lib/i18n";
import type { LegalDocument } from "./documents/document";

/** Title and description of a legal or info page, in the language being shown. */
export function documentMeta(document: LegalDocument) {
  const text = document.text[currentLocale()];
  return [
    { title: `${text.title} · ${t("app.name")}` },
    { name: "description", content: text.description },
  ];
}
