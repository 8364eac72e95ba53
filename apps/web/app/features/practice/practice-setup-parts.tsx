import { EXAM } from "@cc/contracts/constants";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { PracticeMode, SetupOptions } from "./practice-setup-model";

/** One line on what the chosen session will be. */
export function modeSummary(t: TFunction, mode: PracticeMode, options: SetupOptions) {
  switch (mode) {
    case "fullExam":
      return t("practice.summary.fullExam", {
        count: EXAM.fullQuestions,
        minutes: EXAM.fullDurationSeconds / 60,
        max: EXAM.maxMistakesToPass,
      });
    case "thematic":
      return t("practice.summary.thematic", { count: options.questionCount });
    case "quickPractice":
    case "weakAreas":
      return t("practice.summary.untimed", { count: options.questionCount });
  }
}

/** The server found fewer questions than asked: go on with those, or change the options. */
export function ShortNotice({
  available,
  requested,
  onContinue,
  onDecline,
}: {
  available: number;
  requested: number;
  onContinue(): void;
  onDecline(): void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-amber-950">
        {available > 0
          ? t("practice.short.some", { available, requested })
          : t("practice.short.none")}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {available > 0 ? (
          <Button onClick={onContinue}>{t("practice.short.continue", { available })}</Button>
        ) : null}
        <Button variant="secondary" onClick={onDecline}>
          {t("practice.short.change")}
        </Button>
      </div>
    </div>
  );
}

/** A radio button drawn as a card: the whole card is the touch target. */
export function ChoiceCard({
  name,
  checked,
  onSelect,
  title,
  description,
}: {
  name: string;
  checked: boolean;
  onSelect(): void;
  title: string;
  description?: string;
}) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 p-3",
        checked
          ? "border-brand-600 bg-brand-50"
          : "border-slate-200 bg-white hover:border-slate-400",
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        {description ? <span className="block text-sm text-slate-600">{description}</span> : null}
      </span>
    </label>
  );
}
