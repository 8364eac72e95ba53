import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog, DialogActions } from "../../components/ui/dialog";
import { ProgressBar } from "../../components/ui/progress-bar";
import { LetteredOption, preloadImages, QuestionImage } from "../../components/ui/question";
import { createQuestionKeys } from "../../lib/question-keys";
import {
  allAnswered,
  answeredCount,
  lettersOf,
  type NavigationAction,
  navigate,
  startNavigation,
} from "../../lib/question-navigation";
import { createQuestionTimer } from "../../lib/question-timer";
import { SESSION_TYPE_LABELS } from "../../lib/session-labels";
import { createAnswerSaver } from "./answer-saver";
import { clockOffsetMs } from "./countdown";
import {
  exitSession,
  type RunningSession,
  type SessionResult,
  saveAnswers,
  submitSession,
} from "./exam-api";
import { ExamTimer } from "./exam-timer";
import { JumpStrip } from "./jump-strip";

/** Choices made within this time are saved together. */
const SAVE_DELAY_MS = 700;

type Phase = "answering" | "submitting" | "exiting" | "done";

/**
 * The exam interface (spec section 2): one question at a time with its illustration and lettered
 * options, previous/next, the answered counter, a jump strip, the keyboard, the full exam's
 * countdown, and a warning before leaving. Moving between questions is local; answers are saved to
 * the server shortly after they are chosen.
 */
export function ExamRunner({
  session,
  onFinished,
}: {
  session: RunningSession;
  onFinished(result: SessionResult, timeUp: boolean): void;
}) {
  const { t } = useTranslation();
  const { questions } = session;
  const [nav, dispatch] = useReducer(
    (state: ReturnType<typeof startNavigation>, action: NavigationAction) =>
      navigate(questions, state, action),
    undefined,
    () => startNavigation(questions, session.saved_answers),
  );
  const [phase, setPhase] = useState<Phase>("answering");
  const [submitFailed, setSubmitFailed] = useState(false);
  const [confirmingExit, setConfirmingExit] = useState(false);
  const [clockOffset] = useState(() => clockOffsetMs(session.server_time, Date.now()));

  const [timer] = useState(createQuestionTimer);
  const timeSpent = (questionIds: readonly string[]) => timer.spentOn(questionIds, Date.now());
  const [saver] = useState(() =>
    createAnswerSaver({
      send: (answers) => saveAnswers(session.session_id, answers, timeSpent(Object.keys(answers))),
      delayMs: SAVE_DELAY_MS,
    }),
  );
  useEffect(() => preloadImages(questions.map((q) => q.image_url)), [questions]);

  // Latest answers for callbacks that outlive a render (the countdown reaching zero).
  const answersRef = useRef(nav.answers);
  answersRef.current = nav.answers;

  const question = questions[nav.current];
  const total = questions.length;
  const answered = answeredCount(questions, nav.answers);
  const complete = allAnswered(questions, nav.answers);
  const active = phase === "answering";

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      phase !== "done" &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const dialogOpen = confirmingExit || blocker.state === "blocked";

  // The reducer checks a choice against the question on screen at that moment.
  const choose = (letter: string) => {
    if (active) dispatch({ kind: "select", letter });
  };

  // Every answer that changed goes to the saver: derived from the state itself, so quick key
  // presses between two renders can never save a letter under the wrong question.
  const savedRef = useRef(nav.answers);
  useEffect(() => {
    for (const [questionId, letter] of Object.entries(nav.answers)) {
      if (savedRef.current[questionId] !== letter) saver.record(questionId, letter);
    }
    savedRef.current = nav.answers;
  }, [nav.answers, saver]);

  const finishing = useRef(false);
  // Set when the full exam's time ran out: the results say so.
  const timeUp = useRef(false);
  const submit = async () => {
    if (finishing.current) return;
    finishing.current = true;
    setPhase("submitting");
    setSubmitFailed(false);
    try {
      const answers = answersRef.current;
      const result = await submitSession(session, answers, timeSpent(Object.keys(answers)));
      saver.stop();
      setPhase("done");
      onFinished(result, timeUp.current);
    } catch {
      // The client has said why; the learner can try again.
      finishing.current = false;
      setPhase("answering");
      setSubmitFailed(true);
    }
  };

  /** Ends the session early (marked exited, answers kept); null if the server could not be told. */
  const exit = async (): Promise<SessionResult | null> => {
    if (finishing.current) return null;
    finishing.current = true;
    setPhase("exiting");
    const answers = answersRef.current;
    try {
      const result = await exitSession(
        session.session_id,
        answers,
        timeSpent(Object.keys(answers)),
      );
      saver.stop();
      setPhase("done");
      return result;
    } catch {
      finishing.current = false;
      setPhase("answering");
      return null;
    }
  };

  // Keyboard: letters choose, Left/Right/Enter move, digits jump. Off while a dialog is open.
  const [keys] = useState(createQuestionKeys);
  const screen = useRef({ letters: lettersOf(question), total });
  screen.current = { letters: lettersOf(question), total };
  useEffect(() => {
    if (!active || dialogOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = keys(event, screen.current, Date.now());
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [active, dialogOpen, keys]);

  // Leaving the page (reload, closing the tab) asks first; a reload resumes from the server.
  useEffect(() => {
    if (phase === "done") return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [phase]);

  // Time counts for the question on screen while the page is visible.
  const questionId = questions[nav.current]?.id ?? null;
  useEffect(() => {
    timer.show(document.visibilityState === "visible" ? questionId : null, Date.now());
  }, [timer, questionId]);

  // Answers waiting to be saved go out when the page is hidden (phone switched apps) or closed.
  useEffect(() => {
    const onVisibility = () => {
      const visible = document.visibilityState === "visible";
      timer.show(visible ? questionId : null, Date.now());
      if (!visible) void saver.flush();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [saver, timer, questionId]);
  useEffect(() => () => void saver.flush(), [saver]);

  // On a phone the next question starts at the top of the card, not where the last one ended.
  const cardRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const card = cardRef.current;
    if (card && card.getBoundingClientRect().top < 0) card.scrollIntoView({ block: "start" });
  }, [nav.current]);

  if (!question) return null;
  const letters = lettersOf(question);
  const typeLabel = t(SESSION_TYPE_LABELS[session.type]);

  return (
    <section
      aria-labelledby="exam-title"
      className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-6 sm:py-8"
    >
      <div className="flex items-center gap-2 sm:gap-3">
        <h1 id="exam-title" className="min-w-0 flex-1 text-lg font-bold sm:text-2xl">
          {typeLabel}
        </h1>
        {session.deadline_at ? (
          <ExamTimer
            deadline={session.deadline_at}
            clockOffset={clockOffset}
            onTimeUp={() => {
              timeUp.current = true;
              void submit();
            }}
          />
        ) : null}
        <Button
          variant="secondary"
          onClick={() => setConfirmingExit(true)}
          disabled={!active}
          size="compact"
        >
          {t("examScreen.exit")}
        </Button>
      </div>

      <div className="mt-3">
        <div className="flex items-baseline justify-between text-sm font-medium text-slate-700">
          <span data-testid="answered-counter">
            {t("examScreen.answeredOf", { answered, total })}
          </span>
          <span aria-live="polite">
            {t("examScreen.questionOf", { number: nav.current + 1, total })}
          </span>
        </div>
        <ProgressBar label={t("examScreen.progress")} value={answered} max={total} />
      </div>

      <article
        ref={cardRef}
        aria-labelledby="question-text"
        className="mt-4 scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {question.image_url ? (
          <QuestionImage src={question.image_url} alt={question.image_alt} className="mb-4" />
        ) : null}
        <h2 id="question-text" className="text-lg font-semibold text-pretty sm:text-xl">
          <span className="sr-only">
            {t("examScreen.questionOf", { number: nav.current + 1, total })}:{" "}
          </span>
          {question.text}
        </h2>
        <fieldset className="mt-4">
          <legend className="sr-only">{t("examScreen.options")}</legend>
          <ul className="space-y-2">
            {letters.map((letter) => (
              <li key={letter}>
                <LetteredOption
                  letter={letter}
                  text={question.options[letter] ?? ""}
                  mark={nav.answers[question.id] === letter ? "chosen" : "none"}
                  onChoose={() => choose(letter)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      </article>

      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-between">
        <Button
          variant="secondary"
          onClick={() => dispatch({ kind: "previous" })}
          disabled={nav.current === 0}
        >
          <span aria-hidden="true">←</span>&nbsp;{t("examScreen.previous")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => dispatch({ kind: "next" })}
          disabled={nav.current === total - 1}
        >
          {t("examScreen.next")}&nbsp;<span aria-hidden="true">→</span>
        </Button>
      </div>

      {complete || submitFailed || phase === "submitting" ? (
        <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
          {submitFailed ? (
            <p role="alert" className="mb-3 font-medium text-red-800">
              {t("examScreen.submitFailed")}
            </p>
          ) : (
            <p className="mb-3 text-slate-800">
              {timeUp.current ? t("examScreen.timeUp") : t("examScreen.allAnswered")}
            </p>
          )}
          <Button
            variant="primary"
            className="w-full sm:w-auto"
            onClick={() => void submit()}
            disabled={!active}
          >
            {phase === "submitting"
              ? t("examScreen.submitting")
              : submitFailed
                ? t("examScreen.retrySubmit")
                : t("examScreen.finish")}
          </Button>
        </div>
      ) : null}

      <JumpStrip
        total={total}
        current={nav.current}
        isAnswered={(index) => (questions[index]?.id ?? "") in nav.answers}
        onJump={(index) => dispatch({ kind: "jump", index })}
      />

      <p className="mt-4 hidden text-sm text-slate-600 sm:block">
        {t("examScreen.keyboardHint", { last: letters.at(-1) ?? "D" })}
      </p>

      <Dialog
        open={dialogOpen}
        onClose={() => {
          if (phase === "exiting") return;
          setConfirmingExit(false);
          if (blocker.state === "blocked") blocker.reset();
        }}
        title={t("examScreen.leaveTitle")}
        tone="danger"
      >
        <p className="text-slate-700">{t("examScreen.leaveBody")}</p>
        <DialogActions>
          <Button
            variant="secondary"
            data-autofocus
            disabled={phase === "exiting"}
            onClick={() => {
              setConfirmingExit(false);
              if (blocker.state === "blocked") blocker.reset();
            }}
          >
            {t("examScreen.stay")}
          </Button>
          <Button
            variant="danger"
            disabled={phase === "exiting"}
            onClick={async () => {
              const result = await exit();
              setConfirmingExit(false);
              if (blocker.state === "blocked") blocker.proceed();
              else if (result) onFinished(result, false);
            }}
          >
            {phase === "exiting" ? t("examScreen.leaving") : t("examScreen.leave")}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
