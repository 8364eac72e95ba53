import { t } from "./i18n";

/** A page's <title> ("Entrar · Código Certo"), kept out of search results when it is private. */
export function pageMeta(title: string, { noindex = false } = {}) {
  const tags: ({ title: string } | { name: string; content: string })[] = [
    { title: `${title} · ${t("app.name")}` },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
