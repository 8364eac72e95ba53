import type { LibraryGroup } from "@cc/content/sign-library";
import { hasEveryWord, searchWords } from "../../lib/fold-text";

/** The groups and signs whose code, name or meaning contain every word of the query. */
export function filterSigns(groups: readonly LibraryGroup[], query: string): LibraryGroup[] {
  const words = searchWords(query);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      signs: group.signs.filter((sign) =>
        hasEveryWord(`${sign.code} ${sign.name} ${sign.meaning}`, words),
      ),
    }))
    .filter((group) => group.signs.length > 0);
}
