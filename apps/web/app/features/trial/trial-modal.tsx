import type { TransmissionType } from "@cc/contracts/questions";
import { trial } from "@cc/i18n/locales/pt/trial";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog, DialogActions } from "../../components/ui/dialog";
import { ApiError } from "../../lib/api";
import { addPortuguese, currentLocale } from "../../lib/i18n";
import { answeredCount } from "../../lib/question-navigation";
import { createQuestionTimer } from "../../lib/question-timer";
import { track } from "../../lib/tracking/events";
import { startTrial, submitTrial } from "./trial-api";
import { initialTrial, trialReducer } from "./trial-model";
import { ResultsStep } from "./trial-results";
import { StartStep, TestStep } from "./trial-steps";

addPortuguese(trial);

const TITLES = {
  start: "trial.title",
  loading: "trial.title",
  test: "trial.testTitle",
  results: "trial.resultsTitle",
  empty: "trial.emptyTitle",
} as const;

/**
 * The free trial (spec section 2, Trial modal): 30 questions with 3 options, no account, no timer.
 * Start (features and gearbox), test (progress and "question N of 30"), results (percentage,
 * right answers, mistakes against the 3 allowed), or No Questions Available. Scored here, in the
 * browser, then recorded on the server.
 */
export default function TrialModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(trialReducer, undefined, () => initialTrial());
  // A start the server refused for its rate limit: its message (with the wait) stays on the start step.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);

  // Everything the trial asks is handled on the spot (quiet): a failed fetch is only logged (spec
  // section 8), and the result is already on screen from the browser's own scoring.
  const starter = useMutation({
    mutationFn: ({ transmission }: { transmission: TransmissionType; attempt: number }) =>
      startTrial(transmission, currentLocale()),
    meta: { quiet: true },
    onSuccess: (session, { attempt }) => dispatch({ kind: "loaded", attempt, session }),
    onError: (error, { attempt }) => {
      if (error instanceof ApiError && error.status === 404) {
        dispatch({ kind: "unavailable", attempt });
      } else if (error instanceof ApiError && error.status === 429) {
        setRefusal(error.message);
        dispatch({ kind: "failed", attempt });
      } else {
        console.error("Trial questions could not be loaded", error);
        dispatch({ kind: "failed", attempt });
      }
    },
  });
  const start = () => {
    if (state.step !== "start" || starter.isPending) return;
    setRefusal(null);
    dispatch({ kind: "start" });
    starter.mutate({ transmission: state.transmission, attempt: state.attempt + 1 });
  };
  const recorder = useMutation({
    mutationFn: (result: Parameters<typeof submitTrial>) => submitTrial(...result),
    meta: { quiet: true },
    onError: (error) => console.warn("The trial result could not be recorded", error),
  });
  const record = recorder.mutate;

  // Time on each question goes with the result (for statistics), one timer per attempt.
  const timer = useRef({ attempt: 0, timer: createQuestionTimer() });
  if (timer.current.attempt !== state.attempt) {
    timer.current = { attempt: state.attempt, timer: createQuestionTimer() };
  }
  const shownId =
    state.step === "test" ? (state.session?.questions[state.nav.current]?.id ?? null) : null;
  useEffect(() => timer.current.timer.show(shownId, Date.now()), [shownId]);

  // The result is recorded once per attempt, as soon as it is shown.
  const submitted = useRef(0);
  useEffect(() => {
    if (state.step !== "results" || !state.session || submitted.current === state.attempt) return;
    submitted.current = state.attempt;
    track.trialCompleted();
    const ids = state.session.questions.map((q) => q.id);
    record([state.session.id, state.nav.answers, timer.current.timer.spentOn(ids, Date.now())]);
  }, [state, record]);

  const close = () => {
    setConfirmingClose(false);
    setRefusal(null);
    dispatch({ kind: "close" });
    onClose();
  };
  // Answers given are only thrown away once the learner confirms it.
  const hasAnswers =
    state.step === "test" &&
    state.session !== null &&
    answeredCount(state.session.questions, state.nav.answers) > 0;
  const askToClose = () => {
    if (confirmingClose) setConfirmingClose(false);
    else if (hasAnswers) setConfirmingClose(true);
    else close();
  };

  if (confirmingClose) {
    return (
      <Dialog
        open={open}
        onClose={askToClose}
        title={t("trial.discardTitle")}
        stepKey="confirm-close"
        tone="danger"
      >
        <p className="text-slate-700">{t("trial.discardMessage")}</p>
        <DialogActions>
          <Button variant="danger" onClick={close}>
            {t("trial.discard")}
          </Button>
          <Button onClick={() => setConfirmingClose(false)} data-autofocus>
            {t("trial.keepGoing")}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={askToClose}
      title={t(TITLES[state.step])}
      stepKey={state.step}
      closeLabel={t("trial.closeDialog")}
      fixedHeight={state.step === "test"}
    >
      {state.step === "start" || state.step === "loading" ? (
        <StartStep
          state={state}
          dispatch={dispatch}
          onStart={start}
          onClose={close}
          refusal={refusal}
        />
      ) : state.step === "test" && state.session ? (
        <TestStep state={state} questions={state.session.questions} dispatch={dispatch} />
      ) : state.step === "results" && state.session ? (
        <ResultsStep
          questions={state.session.questions}
          answers={state.nav.answers}
          onRetake={() => dispatch({ kind: "retake" })}
        />
      ) : (
        <>
          <p className="text-slate-700" role="alert">
            {t("trial.emptyMessage")}
          </p>
          <DialogActions>
            <Button onClick={close}>{t("trial.close")}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
