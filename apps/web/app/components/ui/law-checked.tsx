import { useTranslation } from "react-i18next";
import { dateLocale } from "../../lib/session-labels";

/**
 * "Checked against the Código da Estrada on 25 November 2026.": when a question was last checked
 * against the law (its `reviewed` date, YYYY-MM-DD), the date written in the page's language.
 * Nothing when there is no date.
 */
export function LawChecked({ date, className }: { date: string | null; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!date) return null;
  // Noon UTC: the same calendar day in every time zone.
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString(dateLocale(i18n.language), {
    dateStyle: "long",
  });
  return <p className={className}>{t("practice.study.reviewed", { date: day })}</p>;
}
