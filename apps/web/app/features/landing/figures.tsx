import figures from "virtual:landing-figures";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

export { figures };

/**
 * The figures we state about ourselves: every one counted from our own data when the site is
 * built, never typed in (docs/decisions/0030-landing-true-claims.md).
 */
export function FigureList({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "pt-PT");
  const items = [
    { id: "questions", value: figures.questions, label: t("landing.figureQuestions") },
    { id: "signs", value: figures.signs, label: t("landing.figureSigns") },
    { id: "trial", value: figures.trialQuestions, label: t("landing.figureTrial") },
  ];
  return (
    <dl className={cn("grid grid-cols-3 gap-2 sm:gap-4", className)}>
      {items.map((item) => (
        <div
          key={item.id}
          className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-3 text-center sm:p-4"
        >
          <dt className="text-xs text-slate-600 sm:text-sm">{item.label}</dt>
          <dd
            className="text-2xl font-extrabold tabular-nums text-brand-700 sm:text-3xl"
            data-figure={item.id}
          >
            {number.format(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
