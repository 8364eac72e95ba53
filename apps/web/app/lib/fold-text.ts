/** Lower case without accents, so "sinal de cedencia" finds "cedência". */
const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** The words of a search, folded; empty when there is nothing to look for. */
export const searchWords = (query: string) => foldText(query).split(/\s+/).filter(Boolean);

/** Does a text contain every word (already folded)? */
export const hasEveryWord = (text: string, words: readonly string[]) => {
  const folded = foldText(text);
  return words.every((word) => folded.includes(word));
};
