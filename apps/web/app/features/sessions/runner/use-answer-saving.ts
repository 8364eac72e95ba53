import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { createQuestionTimer } from "../../../lib/question-timer";
import { saveAnswers } from "../sessions-api";
import { createAnswerSaver } from "./answer-saver";

/** Choices made within this time are saved together. */
const SAVE_DELAY_MS = 700;

/**
 * Keeps a running session's answers on the server and times each question: every changed answer
 * is saved shortly after it is chosen (and at once when the page is hidden or the screen goes),
 * and time counts for the question on screen while the page is visible. `timeSpent` gives the
 * milliseconds per question for a submit; `stop` ends the saving once the session is over.
 */
export function useAnswerSaving(
  sessionId: string,
  answers: Record<string, string>,
  questionOnScreen: string | null,
) {
  const [timer] = useState(createQuestionTimer);
  const timeSpent = (questionIds: readonly string[]) => timer.spentOn(questionIds, Date.now());
  // Quiet: a failed save is retried with the next one, and the submit carries every answer.
  const save = useMutation({
    mutationFn: (batch: Record<string, string>) =>
      saveAnswers(sessionId, batch, timer.spentOn(Object.keys(batch), Date.now())),
    meta: { quiet: true },
  });
  const [saver] = useState(() =>
    createAnswerSaver({ send: (batch) => save.mutateAsync(batch), delayMs: SAVE_DELAY_MS }),
  );

  // Every answer that changed goes to the saver: derived from the state itself, so quick key
  // presses between two renders can never save a letter under the wrong question.
  const savedRef = useRef(answers);
  useEffect(() => {
    for (const [questionId, letter] of Object.entries(answers)) {
      if (savedRef.current[questionId] !== letter) saver.record(questionId, letter);
    }
    savedRef.current = answers;
  }, [answers, saver]);

  // Time counts for the question on screen while the page is visible; answers waiting to be saved
  // go out when the page is hidden (phone switched apps) or closed.
  useEffect(() => {
    const visible = () => document.visibilityState === "visible";
    timer.show(visible() ? questionOnScreen : null, Date.now());
    const onVisibility = () => {
      timer.show(visible() ? questionOnScreen : null, Date.now());
      if (!visible()) void saver.flush();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [saver, timer, questionOnScreen]);
  useEffect(() => () => void saver.flush(), [saver]);

  return { timeSpent, stop: () => saver.stop() };
}
