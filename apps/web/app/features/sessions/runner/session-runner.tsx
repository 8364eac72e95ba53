import { useMutation } from "@tanstack/react-query";
import { memo, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { Button } from "../../../components/ui/button";
import { preloadImages } from "../../../components/ui/question";
import {
  QuestionCard,
  QuestionStepper,
  useQuestionKeys,
} from "../../../components/ui/question-runner";
import {
  allAnswered,
  answeredCount,
  lettersOf,
  type NavigationAction,
  navigate,
  startNavigation,
} from "../../../lib/question-navigation";
import { track } from "../../../lib/tracking/events";
import {
  exitSession,
  type RunningSession,
  type SessionResult,
  submitSession,
} from "../sessions-api";
import { clockOffsetMs } from "./countdown";
import { JumpStrip } from "./jump-strip";
import { LeaveDialog } from "./leave-dialog";
import { useQuestionsInLanguage } from "./questions-in-language";
import {
  useFocusOnOpen,
  useLatestCallback,
  useLeaveWarning,
  useScrollToCardTop,
} from "./runner-hooks";
import { AnsweredBar, AnsweredCounter, SessionHeader } from "./session-header";
import { useAnswerSaving } from "./use-answer-saving";

/**
 * The exam interface (spec section 2): one question at a time with its illustration and lettered
 * options, previous/next, the answered counter, a jump strip, the keyboard, the full exam's
 * countdown, and a warning before leaving. Moving between questions is local; answers are saved to
 * the server shortly after they are chosen.
 */
export function SessionRunner({
  session,
  onFinished,
}: {
  session: RunningSession;
  onFinished(result: SessionResult, timeUp: boolean): void;
}) {
  const { t } = useTranslation();
  const questions = useQuestionsInLanguage(session);
  const [nav, dispatch] = useReducer(
    (state: ReturnType<typeof startNavigation>, action: NavigationAction) =>
      navigate(questions, state, action),
    undefined,
    () => startNavigation(questions, session.saved_answers),
  );
  const [done, setDone] = useState(false);
  const [confirmingExit, setConfirmingExit] = useState(false);
  const [clockOffset] = useState(() => clockOffsetMs(session.server_time, Date.now()));
  useEffect(() => preloadImages(questions.map((q) => q.image_url)), [questions]);

  const question = questions[nav.current];
  const saving = useAnswerSaving(session.session_id, nav.answers, question?.id ?? null);
  // Latest answers for callbacks that outlive a render (the countdown reaching zero).
  const answersRef = useRef(nav.answers);
  answersRef.current = nav.answers;
  const finalAnswers = () => {
    const answers = answersRef.current;
    return { answers, timeMs: saving.timeSpent(Object.keys(answers)) };
  };

  // Both end the session; a failure gets the standard reaction and the learner can try again.
  const finishing = useRef(false);
  const startFinishing = () => {
    if (finishing.current) return false;
    finishing.current = true;
    return true;
  };
  // Set when the full exam's time ran out: the results say so.
  const timeUp = useRef(false);
  const ended = (result: SessionResult) => {
    saving.stop();
    setDone(true);
    return result;
  };
  const submit = useMutation({
    mutationFn: () => {
      const { answers, timeMs } = finalAnswers();
      return submitSession(session, answers, timeMs);
    },
    onSuccess: (result) => {
      if (session.type !== "fullExam") {
        track.practiceEngagement(Object.keys(answersRef.current).length);
      }
      onFinished(ended(result), timeUp.current);
    },
    onError: () => {
      finishing.current = false;
    },
  });
  // Ends the session early (marked exited, answers kept).
  const exit = useMutation({
    mutationFn: () => {
      const { answers, timeMs } = finalAnswers();
      return exitSession(session.session_id, answers, timeMs);
    },
    onSuccess: ended,
    onError: () => {
      finishing.current = false;
    },
  });
  const finish = () => {
    if (startFinishing()) submit.mutate();
  };

  const active = !done && !submit.isPending && !exit.isPending;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !done &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const dialogOpen = confirmingExit || blocker.state === "blocked";
  const total = questions.length;
  useQuestionKeys({ letters: lettersOf(question), total }, active && !dialogOpen, dispatch);
  useLeaveWarning(!done);
  const cardRef = useScrollToCardTop(nav.current);
  const questionHeading = useFocusOnOpen();

  // Stable callbacks, so the memoised header and dialog do not render again on a move.
  const onTimeUp = useLatestCallback(() => {
    timeUp.current = true;
    finish();
  });
  const onExit = useLatestCallback(() => setConfirmingExit(true));
  const closeDialog = useLatestCallback(() => {
    setConfirmingExit(false);
    if (blocker.state === "blocked") blocker.reset();
  });
  const leave = useLatestCallback(async () => {
    const result = startFinishing() ? await exit.mutateAsync().catch(() => null) : null;
    setConfirmingExit(false);
    if (blocker.state === "blocked") blocker.proceed();
    else if (result) onFinished(result, false);
  });
  const answeredFlags = useMemo(
    () => questions.map((q) => q.id in nav.answers),
    [questions, nav.answers],
  );

  if (!question) return null;
  const answered = answeredCount(questions, nav.answers);
  const position = t("sessions.runner.questionOf", { number: nav.current + 1, total });

  return (
    <section
      aria-labelledby="exam-title"
      className="mx-auto w-full max-w-3xl px-3 pt-2 pb-4 sm:px-6 sm:py-8"
    >
      {/* On a phone the question fills the first screen, previous/next at its bottom: they stay
          in one place on every question, and what lies below (the jump strip, the footer) does
          not move when the next question is shorter or longer, so a move lays out and paints
          only the card (decision 0044). The screen's height less the top bar and this section's
          top padding; on wider screens the wrapper is not there for layout. */}
      <div className="flex min-h-[calc(100svh_-_4rem_-_1px_-_0.5rem)] flex-col sm:contents">
        <SessionHeader
          type={session.type}
          deadline={session.deadline_at}
          clockOffset={clockOffset}
          onTimeUp={onTimeUp}
          onExit={onExit}
          active={active}
        />

        <div className="mt-1 sm:mt-3">
          <div className="flex items-baseline justify-between text-sm font-medium text-slate-700">
            <AnsweredCounter answered={answered} total={total} />
            <span aria-live="polite">{position}</span>
          </div>
          <AnsweredBar answered={answered} total={total} />
        </div>

        <QuestionCard
          ref={cardRef}
          headingRef={questionHeading}
          question={question}
          chosen={nav.answers[question.id]}
          onChoose={(letter) => active && dispatch({ kind: "select", letter })}
          position={position}
          className="mt-2 mb-2 scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:mt-4 sm:mb-0 sm:p-6"
        />
        <QuestionStepper
          current={nav.current}
          total={total}
          onMove={dispatch}
          // Previous/next stay at the bottom of the screen, so a long question or a drawing never
          // pushes them out of reach.
          className="sticky bottom-0 z-10 -mx-3 mt-auto border-t border-slate-200 bg-white px-3 py-1.5 sm:-mx-6 sm:mt-4 sm:flex sm:justify-between sm:px-6 sm:py-2"
        />
        {allAnswered(questions, nav.answers) || submit.isError || submit.isPending ? (
          <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
            {submit.isError ? (
              <p role="alert" className="mb-3 font-medium text-red-800">
                {t("sessions.runner.submitFailed")}
              </p>
            ) : (
              <p className="mb-3 text-slate-800">
                {timeUp.current ? t("sessions.runner.timeUp") : t("sessions.runner.allAnswered")}
              </p>
            )}
            <Button
              variant="primary"
              className="w-full sm:w-auto"
              onClick={finish}
              disabled={!active}
            >
              {submit.isPending
                ? t("sessions.runner.submitting")
                : submit.isError
                  ? t("sessions.runner.retrySubmit")
                  : t("sessions.runner.finish")}
            </Button>
          </div>
        ) : null}
      </div>

      <JumpStrip current={nav.current} answered={answeredFlags} onMove={dispatch} />

      <KeyboardHint last={lettersOf(question).at(-1) ?? "D"} />

      <LeaveDialog
        open={dialogOpen}
        leaving={exit.isPending}
        onStay={closeDialog}
        onLeave={leave}
      />
    </section>
  );
}

/** The keys, on wider screens; renders again only when the last letter changes, not on a move. */
const KeyboardHint = memo(function KeyboardHint({ last }: { last: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-4 hidden text-sm text-slate-600 sm:block">
      {t("sessions.runner.keyboardHint", { last })}
    </p>
  );
});
