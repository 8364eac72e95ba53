import { useTranslation } from "react-i18next";
import { t } from "../lib/i18n";

export const meta = () => [
  { title: `${t("placeholder.title")} · ${t("app.name")}` },
  { name: "robots", content: "noindex" },
];

/** Stands in for a page whose feature is not built yet. */
export default function ComingSoon() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{t("placeholder.title")}</h1>
      <p className="mt-2 text-slate-600">{t("placeholder.body")}</p>
    </section>
  );
}
