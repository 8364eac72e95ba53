import type { ScoreCounts } from "@cc/contracts/sessions";
import type { ModeRules } from "./modes";

/** Letters shown to the learner, in order. */
export const DISPLAY_LETTERS = ["A", "B", "C", "D"] as const;

export interface ScoredItem {
  questionId: string;
  /** The letter the learner chose, as shown to them; null when left blank. */
  chosen: string | null;
  /** The right answer, as shown to them. */
  correct: string;
  isCorrect: boolean;
}

/** A session's counts (the one score shape, see ScoreCounts) and each question's verdict. */
export interface Score extends ScoreCounts {
  items: ScoredItem[];
}

/** One question of a session, frozen at start: which version, and the order its options show. */
export interface SessionQuestion {
  questionId: string;
  version: number;
  /** The written letters in shown order: position i is shown as DISPLAY_LETTERS[i] ("CABD"). */
  order: string;
}

/** The displayed letter of a written letter, given the order frozen at start. */
export function displayedLetter(item: Pick<SessionQuestion, "order">, written: string): string {
  const index = item.order.indexOf(written);
  return DISPLAY_LETTERS[index] ?? "?";
}

/** The written letter behind a displayed one, or undefined if no such option was shown. */
export function writtenLetter(
  item: Pick<SessionQuestion, "order">,
  displayed: string,
): string | undefined {
  const index = DISPLAY_LETTERS.indexOf(displayed as (typeof DISPLAY_LETTERS)[number]);
  return index >= 0 ? item.order[index] : undefined;
}

/**
 * The result of a session: a pure function of what was frozen at start (versions, option order,
 * each version's right letter) and the learner's answers (question id -> displayed letter).
 */
export function score(
  items: readonly (Pick<SessionQuestion, "questionId" | "order"> & { correctWritten: string })[],
  answers: ReadonlyMap<string, string>,
  rules: Pick<ModeRules, "pass" | "unansweredIsMistake">,
): Score {
  const scored = items.map((item): ScoredItem => {
    const chosen = answers.get(item.questionId) ?? null;
    const correct = displayedLetter(item, item.correctWritten);
    return { questionId: item.questionId, chosen, correct, isCorrect: chosen === correct };
  });
  const total = scored.length;
  const answered = scored.filter((s) => s.chosen !== null).length;
  const correct = scored.filter((s) => s.isCorrect).length;
  const wrong = answered - correct;
  const unanswered = total - answered;
  const mistakes = wrong + (rules.unansweredIsMistake ? unanswered : 0);
  const passed =
    rules.pass.kind === "none"
      ? null
      : rules.pass.kind === "maxMistakes"
        ? mistakes <= rules.pass.value
        : total > 0 && mistakes / total <= rules.pass.value;
  return {
    total,
    answered,
    correct,
    mistakes,
    unanswered,
    percentage: total ? Math.round((correct / total) * 100) : 0,
    passed,
    items: scored,
  };
}

/** An answer saved during the session, with the moment it reached the server. */
export interface SavedAnswer {
  questionId: string;
  letter: string;
  at: Date;
}

/**
 * After the deadline only what was saved in time counts: each question's last answer saved before
 * `deadline`. Returns the answers map `score` takes.
 */
export function answersInTime(
  saved: readonly SavedAnswer[],
  deadline: Date | null,
): Map<string, string> {
  const answers = new Map<string, string>();
  for (const answer of [...saved].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (deadline === null || answer.at.getTime() <= deadline.getTime())
      answers.set(answer.questionId, answer.letter);
  }
  return answers;
}
