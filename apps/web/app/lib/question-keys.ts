/**
 * The keyboard of a question screen (spec section 2, Exam interface): a letter selects an option,
 * Left goes back, Right or Enter goes forward, a number from 1 to the total jumps to that question.
 * Shared by the exam and the free trial; pure, so it is tested without a browser.
 */
export type QuestionKeyAction =
  | { kind: "select"; letter: string }
  | { kind: "previous" }
  | { kind: "next" }
  /** 0-based index of the question to show. */
  | { kind: "jump"; index: number };

export interface QuestionKeyEvent {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** Digits typed within this time make one number ("1" then "2" is question 12). */
export const DIGIT_WINDOW_MS = 800;

const TYPING = new Set(["INPUT", "TEXTAREA", "SELECT"]);
// Enter on these already does something (press the button, follow the link): leave it alone.
const ACTIVATED_BY_ENTER = new Set(["BUTTON", "A", "SUMMARY", ...TYPING]);

/**
 * An option of the question (marked `data-question-option`): Enter there goes forward like
 * everywhere else on the question. Pressing the button would choose it again, or choose A when the
 * focus has just landed on the first option; Space still chooses it.
 */
function isOption(target: EventTarget | null): boolean {
  const dataset = (target as { dataset?: Record<string, string | undefined> } | null)?.dataset;
  return dataset?.questionOption !== undefined;
}

function tagOf(target: EventTarget | null): string | null {
  const element = target as { tagName?: unknown; isContentEditable?: unknown } | null;
  if (!element || typeof element.tagName !== "string") return null;
  return element.isContentEditable === true ? "INPUT" : element.tagName.toUpperCase();
}

/** A key press a page's shortcuts leave alone: a browser shortcut, or typing into a field. */
export function isTypingOrShortcut(event: QuestionKeyEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const tag = tagOf(event.target);
  return tag !== null && TYPING.has(tag);
}

/**
 * Turns key presses into actions. It remembers the digits typed a moment ago, so one instance
 * belongs to one question screen; `now` is passed in to keep it testable.
 */
export function createQuestionKeys() {
  let digits = "";
  let lastDigitAt = 0;

  return function actionFor(
    event: QuestionKeyEvent,
    screen: { letters: readonly string[]; total: number },
    now: number,
  ): QuestionKeyAction | null {
    // Never steal keys from a field the learner is typing in, nor from browser shortcuts.
    if (isTypingOrShortcut(event)) return null;
    const tag = tagOf(event.target);

    if (event.key === "ArrowLeft") return { kind: "previous" };
    if (event.key === "ArrowRight") return { kind: "next" };
    if (event.key === "Enter") {
      return tag && ACTIVATED_BY_ENTER.has(tag) && !isOption(event.target)
        ? null
        : { kind: "next" };
    }

    if (/^[0-9]$/.test(event.key)) {
      const continued = now - lastDigitAt <= DIGIT_WINDOW_MS ? digits + event.key : event.key;
      // "1" then "2" is 12 when there are at least 12 questions, otherwise a fresh "2".
      digits = Number(continued) <= screen.total ? continued : event.key;
      lastDigitAt = now;
      const number = Number(digits);
      return number >= 1 && number <= screen.total ? { kind: "jump", index: number - 1 } : null;
    }

    if (event.key.length === 1) {
      const letter = event.key.toUpperCase();
      if (screen.letters.includes(letter)) return { kind: "select", letter };
    }
    return null;
  };
}
