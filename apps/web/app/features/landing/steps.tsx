import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { figures } from "./figures";
import { Section } from "./section";

/** A numbered list of steps, each a short title and a sentence. */
function StepList({
  steps,
  className,
}: {
  steps: { title: string; body: string }[];
  className?: string;
}) {
  return (
    <ol className={cn("grid gap-4", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Spec section 2, landing 6: from the free exam to being ready, in three steps. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Section id="landing-how" title={t("landing.howTitle")} className="bg-brand-50">
      <StepList
        className="sm:grid-cols-3"
        steps={[
          {
            title: t("landing.howTrialTitle"),
            body: t("landing.howTrialBody", { count: figures.trialQuestions }),
          },
          { title: t("landing.howPracticeTitle"), body: t("landing.howPracticeBody") },
          { title: t("landing.howReadyTitle"), body: t("landing.howReadyBody") },
        ]}
      />
    </Section>
  );
}

/**
 * Spec section 2, landing 9: how to get through the theory exam. It states only what we know to
 * be true: our mock exam's format, the sign shapes, and that the driving school and IMT have the
 * last word on booking and current rules (docs/decisions/0030-landing-true-claims.md).
 */
export function ExamGuide() {
  const { t } = useTranslation();
  return (
    <Section id="landing-guide" title={t("landing.guideTitle")}>
      {/* Five steps read best one under the other: a checklist, not a row of cramped cards. */}
      <StepList
        className="mx-auto max-w-3xl"
        steps={[
          { title: t("landing.guideRulesTitle"), body: t("landing.guideRulesBody") },
          { title: t("landing.guideSignsTitle"), body: t("landing.guideSignsBody") },
          { title: t("landing.guideExamTitle"), body: t("landing.guideExamBody") },
          { title: t("landing.guideReviewTitle"), body: t("landing.guideReviewBody") },
          { title: t("landing.guideBookTitle"), body: t("landing.guideBookBody") },
        ]}
      />
    </Section>
  );
}
