import { TRIAL } from "@cc/contracts/constants";
import { type ReactNode, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { Dialog, DialogActions } from "../../components/ui/dialog";
import { ProgressBar } from "../../components/ui/progress-bar";
import { LetteredOption, preloadImages, QuestionImage } from "../../components/ui/question";
import { ApiError, useSession } from "../../lib/api";
import { cn } from "../../lib/cn";
import { currentLocale } from "../../lib/i18n";
import { createQuestionKeys } from "../../lib/question-keys";
import { allAnswered, answeredCount, lettersOf } from "../../lib/question-navigation";
import { createQuestionTimer } from "../../lib/question-timer";
import { startTrial, submitTrial } from "./trial-api";
import {
  initialTrial,
  scoreTrial,
  type TrialQuestion,
  type TrialState,
  trialReducer,
} from "./trial-model";

const TITLES = {
  start: "trialModal.title",
  loading: "trialModal.title",
  test: "trialModal.testTitle",
  results: "trialModal.resultsTitle",
  empty: "trialModal.emptyTitle",
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
  const loading = useRef(false);

  const start = async () => {
    if (state.step !== "start" || loading.current) return;
    loading.current = true;
    const attempt = state.attempt + 1;
    dispatch({ kind: "start" });
    try {
      const session = await startTrial(state.transmission, currentLocale());
      dispatch({ kind: "loaded", attempt, session });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        dispatch({ kind: "unavailable", attempt });
      } else {
        console.error("Trial questions could not be loaded", error);
        dispatch({ kind: "failed", attempt });
      }
    } finally {
      loading.current = false;
    }
  };

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
    const ids = state.session.questions.map((q) => q.id);
    submitTrial(
      state.session.id,
      state.nav.answers,
      timer.current.timer.spentOn(ids, Date.now()),
    ).catch((error) => console.warn("The trial result could not be recorded", error));
  }, [state]);

  const close = () => {
    dispatch({ kind: "close" });
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t(TITLES[state.step])} stepKey={state.step}>
      {state.step === "start" || state.step === "loading" ? (
        <StartStep state={state} dispatch={dispatch} onStart={() => void start()} onClose={close} />
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
            {t("trialModal.emptyMessage")}
          </p>
          <DialogActions>
            <Button onClick={close}>{t("trialModal.close")}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

type Dispatch = (action: Parameters<typeof trialReducer>[1]) => void;

function StartStep({
  state,
  dispatch,
  onStart,
  onClose,
}: {
  state: TrialState;
  dispatch: Dispatch;
  onStart(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const busy = state.step === "loading";
  const features = [
    t("trialModal.featureQuestions", { count: TRIAL.questions }),
    t("trialModal.featureMistakes", { max: TRIAL.maxMistakes }),
    t("trialModal.featureNoTimer"),
    t("trialModal.featureCode"),
  ];
  return (
    <>
      <p className="text-slate-700">{t("trialModal.intro")}</p>
      <ul className="mt-3 space-y-1.5">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span aria-hidden="true" className="font-bold text-brand-600">
              ✓
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <fieldset className="mt-4" disabled={busy}>
        <legend className="font-semibold text-slate-800">{t("trialModal.transmission")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(["manual", "automatic"] as const).map((transmission) => (
            <label
              key={transmission}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-2",
                state.transmission === transmission
                  ? "border-brand-600 bg-brand-50"
                  : "border-slate-200 hover:border-slate-400",
              )}
            >
              <input
                type="radio"
                name="trial-transmission"
                checked={state.transmission === transmission}
                onChange={() => dispatch({ kind: "chooseTransmission", transmission })}
                className="size-4 accent-brand-600"
              />
              {transmission === "manual" ? t("trialModal.manual") : t("trialModal.automatic")}
            </label>
          ))}
        </div>
      </fieldset>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t("trialModal.close")}
        </Button>
        <Button onClick={onStart} disabled={busy} data-autofocus>
          {busy ? t("trialModal.loading") : t("trialModal.start")}
        </Button>
      </DialogActions>
    </>
  );
}

function TestStep({
  state,
  questions,
  dispatch,
}: {
  state: TrialState;
  questions: TrialQuestion[];
  dispatch: Dispatch;
}) {
  const { t } = useTranslation();
  const { current, answers } = state.nav;
  const question = questions[current];
  const total = questions.length;
  const answered = answeredCount(questions, answers);
  const progress = Math.round((answered / total) * 100);
  const letters = lettersOf(question);
  const complete = allAnswered(questions, answers);

  useEffect(() => preloadImages(questions.map((q) => q.image_url)), [questions]);

  // The exam's keys: letters choose, Left/Right/Enter move, digits jump.
  const [keys] = useState(createQuestionKeys);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = keys(event, { letters, total }, Date.now());
      if (!action) return;
      event.preventDefault();
      dispatch({ kind: "navigate", action });
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  });

  if (!question) return null;
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm font-medium text-slate-700">
        <span aria-live="polite">{t("trialModal.questionOf", { number: current + 1, total })}</span>
        <span>{t("trialModal.progress", { percentage: progress })}</span>
      </div>
      <ProgressBar label={t("trialModal.progressLabel")} value={progress} max={100} />
      {question.image_url ? (
        <QuestionImage src={question.image_url} alt={question.image_alt} className="mt-4" />
      ) : null}
      <p id="trial-question" className="mt-4 text-lg font-semibold text-pretty">
        {question.text}
      </p>
      <ul className="mt-3 space-y-2" aria-labelledby="trial-question">
        {letters.map((letter) => (
          <li key={letter}>
            <LetteredOption
              letter={letter}
              text={question.options[letter] ?? ""}
              mark={answers[question.id] === letter ? "chosen" : "none"}
              onChoose={() => dispatch({ kind: "navigate", action: { kind: "select", letter } })}
            />
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          disabled={current === 0}
          onClick={() => dispatch({ kind: "navigate", action: { kind: "previous" } })}
        >
          <span aria-hidden="true">←</span>&nbsp;{t("trialModal.previous")}
        </Button>
        <Button
          variant="secondary"
          disabled={current === total - 1}
          onClick={() => dispatch({ kind: "navigate", action: { kind: "next" } })}
        >
          {t("trialModal.next")}&nbsp;<span aria-hidden="true">→</span>
        </Button>
      </div>
      {complete ? (
        <Button className="mt-3 w-full" onClick={() => dispatch({ kind: "finish" })}>
          {t("trialModal.seeResults")}
        </Button>
      ) : (
        <p className="mt-3 text-center text-sm text-slate-600">
          {t("trialModal.answerAll", { left: total - answered })}
        </p>
      )}
    </div>
  );
}

function ResultsStep({
  questions,
  answers,
  onRetake,
}: {
  questions: TrialQuestion[];
  answers: Record<string, string>;
  onRetake(): void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const score = scoreTrial(questions, answers);
  const missed = questions.filter((q) => answers[q.id] !== q.correct_answer);
  return (
    <>
      <p
        className={cn(
          "rounded-xl px-4 py-4 text-center ring-1",
          score.passed
            ? "bg-green-100 text-green-900 ring-green-300"
            : "bg-red-100 text-red-900 ring-red-300",
        )}
      >
        <span className="block text-4xl font-extrabold tabular-nums" data-testid="trial-percentage">
          {`${score.percentage}%`}
        </span>
        <span className="mt-1 block font-semibold">
          {score.passed
            ? t("trialModal.passed")
            : t("trialModal.failed", { max: score.maxMistakes })}
        </span>
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <ScoreTile label={t("trialModal.correct")} testId="trial-correct">
          {score.correct}
        </ScoreTile>
        <ScoreTile label={t("trialModal.mistakes")} testId="trial-mistakes">
          {score.mistakes}
        </ScoreTile>
        <ScoreTile label={t("trialModal.maxMistakes")}>{score.maxMistakes}</ScoreTile>
      </dl>
      {missed.length > 0 ? (
        <details className="mt-4 rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold">
            {t("trialModal.seeMistakes", { count: missed.length })}
          </summary>
          <ol className="mt-2 space-y-3">
            {missed.map((q) => (
              <li key={q.id} className="text-sm">
                <p className="font-medium">{q.text}</p>
                <p className="mt-1 text-red-800">
                  {t("trialModal.yourAnswer", { answer: q.options[answers[q.id] ?? ""] ?? "" })}
                </p>
                <p className="text-green-800">
                  {t("trialModal.rightAnswer", { answer: q.options[q.correct_answer] ?? "" })}
                </p>
                <p className="mt-1 text-slate-700">{q.explanation}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <p className="mt-4 text-slate-700">{t("trialModal.pitch")}</p>
      <DialogActions>
        <Button variant="secondary" onClick={onRetake}>
          {t("trialModal.retake")}
        </Button>
        <ButtonLink to={user ? "/practice" : "/signup"} data-autofocus>
          {t("trialModal.getStarted")}
        </ButtonLink>
      </DialogActions>
    </>
  );
}

/** One figure of the trial's result: a term and its value in the result's list. */
function ScoreTile({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="rounded-lg bg-slate-100 p-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
