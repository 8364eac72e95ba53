import type { BankQuestion } from "./schema";

/** A question goes back to a reviewer when its last check against the law is this old. */
export const REVIEW_EVERY_MONTHS = 12;

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** The date `months` before `today` (both YYYY-MM-DD): older reviews are due again. */
export function reviewCutoff(today: string, months = REVIEW_EVERY_MONTHS): string {
  const cutoff = day(today);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString().slice(0, 10);
}

/** Questions last checked against the law before the cutoff, oldest first. */
export function dueForReview<Q extends Pick<BankQuestion, "id" | "reviewed">>(
  questions: readonly Q[],
  today: string,
): Q[] {
  const cutoff = reviewCutoff(today);
  return questions
    .filter((q) => q.reviewed < cutoff)
    .sort((a, b) => a.reviewed.localeCompare(b.reviewed) || a.id.localeCompare(b.id));
}

/** One provision a reference cites: a diploma and an article ("27.º", "14.º-A") or a sign code. */
export interface Citation {
  diploma: string;
  provision: string;
}

const ARTICLE = /(\d+)\.º(-[A-Z])?/g;
const SIGN_CODE = /\b[A-O]\d+[a-z]?\b/g;

/**
 * The provisions a `reference` names. "Código da Estrada, arts. 27.º e 28.º; Regulamento de
 * Sinalização do Trânsito, sinal C13" cites CE 27.º, CE 28.º and RST C13. Numbers of paragraphs
 * ("n.º 1") and subparagraphs are not articles and are skipped.
 */
export function citations(reference: string): Citation[] {
  const found: Citation[] = [];
  for (const part of reference.split(";")) {
    const articles = part.search(/\barts?\.\s/);
    const signs = part.search(/\b(sinal|sinais|marca|marcas)\s/);
    const start = [articles, signs].filter((i) => i >= 0).sort((a, b) => a - b)[0];
    if (start === undefined) continue;
    const diploma = part
      .slice(0, start)
      .replace(/[,\s]+$/, "")
      .trim();
    if (articles >= 0) {
      for (const match of part.slice(articles).matchAll(ARTICLE))
        found.push({ diploma, provision: `${match[1]}.º${match[2] ?? ""}` });
    }
    if (signs >= 0) {
      for (const match of part.slice(signs).matchAll(SIGN_CODE))
        found.push({ diploma, provision: match[0] });
    }
  }
  return found;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/**
 * Questions whose reference cites any provision of `query`, written as a reference is
 * ("art. 27.º", "Código da Estrada, arts. 27.º e 28.º", "sinal B2"). A query without a diploma
 * matches that article in any diploma.
 */
export function questionsCiting<Q extends Pick<BankQuestion, "reference">>(
  questions: readonly Q[],
  query: string,
): Q[] {
  const named = /\b(arts?\.|sinal|sinais|marca|marcas)\s/.test(query);
  const wanted = citations(named ? query : `${/\d\.º/.test(query) ? "art." : "sinal"} ${query}`);
  return questions.filter((q) =>
    citations(q.reference).some((cited) =>
      wanted.some(
        (want) =>
          want.provision === cited.provision && fold(cited.diploma).startsWith(fold(want.diploma)),
      ),
    ),
  );
}
