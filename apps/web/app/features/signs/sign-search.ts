import type { LibraryGroup } from "@cc/content/sign-library";

/** Lower case without accents, so "sinal de cedencia" finds "cedência". */
const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** The groups and signs whose code, name or meaning contain every word of the query. */
export function filterSigns(groups: readonly LibraryGroup[], query: string): LibraryGroup[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      signs: group.signs.filter((sign) => {
        const text = foldText(`${sign.code} ${sign.name} ${sign.meaning}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.signs.length > 0);
}
