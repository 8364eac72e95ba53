import { pageAt, publicPageMeta } from "../../lib/page-meta";
import type { LegalDocument } from "./documents/document";

/** The head of a legal or info page, in the language its address gives it. */
export function documentMeta(document: LegalDocument, pathname: string) {
  return publicPageMeta(pathname, document.text[pageAt(pathname).locale]);
}
