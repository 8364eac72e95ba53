import { memo, type Ref, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { createQuestionKeys, type QuestionKeyAction } from "../../lib/question-keys";
import { lettersOf, type NavigationAction } from "../../lib/question-navigation";
import { Button } from "./button";
import { LetteredOption, QuestionImage } from "./question";

/**
 * The question runner shared by the exam and the free trial: the card (illustration, text, lettered
 * options), previous/next, and the keyboard. Where the learner is and what they chose stay with the
 * caller (lib/question-navigation); these pieces only show it and report what the learner did.
 */
interface RunnerQuestion {
  id: string;
  text: string;
  options: Record<string, string>;
  image_url: string | null;
  image_alt: string | null;
}

export function QuestionCard({
  question,
  chosen,
  onChoose,
  position,
  headingLevel = 2,
  className,
  ref,
  headingRef,
}: {
  question: RunnerQuestion;
  chosen: string | undefined;
  onChoose(letter: string): void;
  /** Read before the text by screen readers ("Question 3 of 30"), when not announced elsewhere. */
  position?: string | undefined;
  headingLevel?: 2 | 3;
  className?: string | undefined;
  ref?: Ref<HTMLElement>;
  /** The question's text: where focus goes when a session opens (it takes focus from script). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `question-text-${question.id}`;
  return (
    <article ref={ref} aria-labelledby={headingId} className={className}>
      {question.image_url ? (
        <QuestionImage src={question.image_url} alt={question.image_alt} className="mb-2 sm:mb-4" />
      ) : null}
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        // Focus lands here on start and on every move so a screen reader reads the question; the
        // heading is not a control, so it takes no ring (the ring drew a box around the stem).
        className="scroll-mt-24 text-base font-semibold text-pretty focus-visible:outline-none sm:text-xl"
      >
        {position ? <span className="sr-only">{position}: </span> : null}
        {question.text}
      </Heading>
      <fieldset className="mt-2 sm:mt-4">
        <legend className="sr-only">{t("sessions.runner.options")}</legend>
        <ul className="space-y-1.5 sm:space-y-2">
          {lettersOf(question).map((letter) => (
            <li key={letter}>
              <LetteredOption
                letter={letter}
                text={question.options[letter] ?? ""}
                mark={chosen === letter ? "chosen" : "none"}
                onChoose={() => onChoose(letter)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </article>
  );
}

/** Previous and next, disabled at either end. */
export function QuestionStepper({
  current,
  total,
  onMove,
  className,
}: {
  current: number;
  total: number;
  onMove(action: NavigationAction): void;
  className?: string | undefined;
}) {
  return (
    <StepButtons
      atFirst={current === 0}
      atLast={current === total - 1}
      onMove={onMove}
      className={className}
    />
  );
}

// Memoised: given a stable `onMove`, a move renders the buttons again only at either end.
const StepButtons = memo(function StepButtons({
  atFirst,
  atLast,
  onMove,
  className,
}: {
  atFirst: boolean;
  atLast: boolean;
  onMove(action: NavigationAction): void;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="question-stepper" className={cn("mt-4 grid grid-cols-2 gap-2", className)}>
      <Button variant="secondary" onClick={() => onMove({ kind: "previous" })} disabled={atFirst}>
        <span aria-hidden="true">←</span>&nbsp;{t("sessions.runner.previous")}
      </Button>
      <Button variant="secondary" onClick={() => onMove({ kind: "next" })} disabled={atLast}>
        {t("sessions.runner.next")}&nbsp;<span aria-hidden="true">→</span>
      </Button>
    </div>
  );
});

/**
 * The keyboard while `enabled`: letters choose, Left/Right/Enter move, digits jump
 * (lib/question-keys). The latest screen and handler are used without re-subscribing.
 */
export function useQuestionKeys(
  screen: { letters: readonly string[]; total: number },
  enabled: boolean,
  onAction: (action: QuestionKeyAction) => void,
) {
  const [keys] = useState(createQuestionKeys);
  const latest = useRef({ screen, onAction });
  latest.current = { screen, onAction };
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = keys(event, latest.current.screen, Date.now());
      if (!action) return;
      event.preventDefault();
      latest.current.onAction(action);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled, keys]);
}
