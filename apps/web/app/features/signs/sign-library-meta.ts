import { pageAt, pageT, publicPageMeta } from "../../lib/page-meta";

/** The head of the sign library, in the language its address gives it. */
export function signLibraryMeta(pathname: string) {
  const fixed = pageT(pageAt(pathname).locale);
  return publicPageMeta(pathname, {
    title: fixed("signLibrary.metaTitle"),
    description: fixed("signLibrary.metaDescription"),
  });
}
