import { signLibrary } from "@cc/i18n/locales/pt/signLibrary";
import { addPortuguese } from "../../lib/i18n";
import { pageAt, pageT, publicPageMeta } from "../../lib/page-meta";
import { CLASS_TITLES } from "./class-titles";
import { groupOfPage } from "./group-pages";

addPortuguese(signLibrary);

/** The head of a page of the sign library, in the language its address gives it. */
export function signLibraryMeta(pathname: string) {
  const fixed = pageT(pageAt(pathname).locale);
  const group = groupOfPage(pathname);
  if (!group) {
    return publicPageMeta(pathname, {
      title: fixed("signLibrary.metaTitle"),
      description: fixed("signLibrary.metaDescription"),
    });
  }
  const name = fixed(CLASS_TITLES[group]);
  return publicPageMeta(pathname, {
    title: fixed("signLibrary.groupMetaTitle", { group: name }),
    description: fixed("signLibrary.groupMetaDescription", { group: name }),
  });
}
