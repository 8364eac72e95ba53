import { checkQuestion } from "@cc/content/check";
import { loadBank } from "@cc/content/load";
import { signLibrary } from "@cc/content/sign-library";
import { TRIAL_SET_SIZE } from "@cc/content/trial-sets";
import { PLANS, REFUND_WINDOW_DAYS } from "@cc/contracts/payments";

/**
 * Figures the landing page states, counted from content/ and taken from the passes on sale, at
 * build time so the page's script does not carry the bank or the payments contract
 * (docs/decisions/0030-landing-true-claims.md).
 */
export interface LandingFigures {
  /** Questions the bank sync accepts: those that pass their checks. */
  questions: number;
  /** Drawn signs and markings in the public sign library. */
  signs: number;
  /** Questions in one free-trial set. */
  trialQuestions: number;
  refundDays: number;
  /** The passes on sale, shortest first. */
  plans: { days: number; amountCents: number }[];
}

/**
 * What content/ gives the prerendered public pages (loaded by sign-library-plugin.ts): the sign
 * library in both languages and the landing page's figures.
 */
export function buildContentData() {
  const bank = loadBank();
  const pt = signLibrary(bank, "pt");
  const figures: LandingFigures = {
    questions: bank.questions.filter(
      (q) => checkQuestion(q, q.origin, bank.illustrations).length === 0,
    ).length,
    signs: pt.reduce((sum, group) => sum + group.signs.length, 0),
    trialQuestions: TRIAL_SET_SIZE,
    refundDays: REFUND_WINDOW_DAYS,
    plans: Object.values(PLANS)
      .map(({ days, amountCents }) => ({ days, amountCents }))
      .sort((a, b) => a.days - b.days),
  };
  return { pt, en: signLibrary(bank, "en"), figures };
}
