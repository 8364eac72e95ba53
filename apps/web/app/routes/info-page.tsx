import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { t } from "../lib/i18n";
import type { Route } from "./+types/info-page";

// routes.ts mounts this module once per page, with the id "info-<page>".
const TITLES: Record<string, string> = {
  "info-terms": "footer.terms",
  "info-privacy": "footer.privacy",
  "info-refund": "footer.refund",
  "info-about": "footer.about",
  "info-contact": "footer.contact",
};

const titleKey = (routeId: string | undefined) => TITLES[routeId ?? ""] ?? "app.name";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${t(titleKey(matches.at(-1)?.id))} · ${t("app.name")}` },
];

/** About, contact and the legal pages (their full text comes with their own feature). */
export default function InfoPage() {
  const { t } = useTranslation();
  const routeId = useMatches().at(-1)?.id;
  return (
    <section className="mx-auto w-full max-w-3xl p-6">
      <h1 className="text-3xl font-bold">{t(titleKey(routeId))}</h1>
      <p className="mt-4 text-slate-600">{t("placeholder.body")}</p>
    </section>
  );
}
