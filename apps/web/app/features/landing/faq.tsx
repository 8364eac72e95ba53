import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { formatMoney } from "../../lib/format";
import { figures } from "./figures";
import { Section } from "./section";

/** The questions and answers, in order (also the page's FAQPage structured data). */
export const QUESTIONS = [
  ["landing.faqTrialQ", "landing.faqTrialA"],
  ["landing.faqPriceQ", "landing.faqPriceA"],
  ["landing.faqRefundQ", "landing.faqRefundA"],
  ["landing.faqLanguageQ", "landing.faqLanguageA"],
  ["landing.faqGearboxQ", "landing.faqGearboxA"],
  ["landing.faqReadinessQ", "landing.faqReadinessA"],
  ["landing.faqGuaranteeQ", "landing.faqGuaranteeA"],
  ["landing.faqAffiliationQ", "landing.faqAffiliationA"],
  ["landing.faqOriginalQ", "landing.faqOriginalA"],
] as const;

/** The values the answers quote, all from our own data (the passes on sale, the trial, refunds). */
export function answerValues() {
  const [short, long] = [figures.plans[0], figures.plans.at(-1)];
  return {
    count: figures.trialQuestions,
    days: figures.refundDays,
    shortDays: short?.days,
    shortPrice: short ? formatMoney(short.amountCents) : "",
    longDays: long?.days,
    longPrice: long ? formatMoney(long.amountCents) : "",
  };
}

/**
 * Spec section 2, landing 10: nine questions, at most one open; opening one closes the other and
 * clicking the open one closes it. Native buttons, so Tab, Enter and Space work as expected; the
 * answers stay in the served HTML (hidden), so they are read without any script.
 */
export function Faq() {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const values = answerValues();
  return (
    <Section id="landing-faq" title={t("landing.faqTitle")} className="bg-white">
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200">
        {QUESTIONS.map(([question, answer], index) => {
          const expanded = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={question}>
              <h3>
                {/* scroll-mt: a question reached by Tab is not hidden under the sticky bars. */}
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex min-h-12 w-full scroll-mt-32 items-center justify-between gap-3 px-4 py-3 text-left font-semibold hover:bg-slate-50"
                >
                  {t(question)}
                  <span
                    aria-hidden="true"
                    className={cn("shrink-0 text-xl transition-transform", expanded && "rotate-45")}
                  >
                    +
                  </span>
                </button>
              </h3>
              <section
                id={panelId}
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-4 pb-4 text-slate-700"
              >
                {t(answer, values)}
              </section>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
