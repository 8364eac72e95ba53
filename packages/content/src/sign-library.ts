import { checkQuestion } from "./check";
import { type Bank, illustrationUrl } from "./load";
import { SIGN_CLASSES, type SignClass } from "./schema";

/** One sign as the public sign library shows it, in one language. */
export interface LibrarySign {
  code: string;
  name: string;
  meaning: string;
  alt: string;
  /** The drawing's content-addressed URL (served by the questions module). */
  imageUrl: string;
  /** Active questions illustrated with this sign's drawing. */
  questionCount: number;
}

export interface LibraryGroup {
  class: SignClass;
  signs: LibrarySign[];
}

/**
 * The sign catalogue grouped in the Regulamento's order, with how many practice questions use
 * each drawing. Counts only the questions the bank sync accepts (those that pass their checks),
 * which are the active built-in questions. Empty classes are left out.
 */
export function signLibrary(
  bank: Pick<Bank, "signs" | "questions" | "illustrations">,
  locale: "pt" | "en",
): LibraryGroup[] {
  const uses = new Map<string, number>();
  for (const q of bank.questions) {
    if (!q.illustration || checkQuestion(q, q.origin, bank.illustrations).length > 0) continue;
    uses.set(q.illustration, (uses.get(q.illustration) ?? 0) + 1);
  }
  return SIGN_CLASSES.map((signClass) => ({
    class: signClass,
    signs: bank.signs
      .filter((sign) => sign.class === signClass && bank.illustrations.has(sign.drawing))
      .map((sign) => ({
        code: sign.code,
        name: sign[locale].name,
        meaning: sign[locale].meaning,
        alt: sign[locale].alt,
        imageUrl: illustrationUrl(bank.illustrations.get(sign.drawing)?.hash ?? ""),
        questionCount: uses.get(sign.drawing) ?? 0,
      })),
  })).filter((group) => group.signs.length > 0);
}
