import { TRIAL } from "@cc/contracts/constants";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { DialogActions } from "../../components/ui/dialog";
import { ProgressBar } from "../../components/ui/progress-bar";
import { preloadImages } from "../../components/ui/question";
import {
  QuestionCard,
  QuestionStepper,
  useQuestionKeys,
} from "../../components/ui/question-runner";
import { cn } from "../../lib/cn";
import {
  allAnswered,
  answeredCount,
  lettersOf,
  type NavigationAction,
} from "../../lib/question-navigation";
import type { TrialQuestion, TrialState, trialReducer } from "./trial-model";

/* The trial's start and test steps (the results step is trial-results.tsx). */

type Dispatch = (action: Parameters<typeof trialReducer>[1]) => void;

export function StartStep({
  state,
  dispatch,
  onStart,
  onClose,
  refusal,
}: {
  state: TrialState;
  dispatch: Dispatch;
  onStart(): void;
  onClose(): void;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  const busy = state.step === "loading";
  const features = [
    t("trial.featureQuestions", { count: TRIAL.questions }),
    t("trial.featureMistakes", { count: TRIAL.maxMistakes }),
    t("trial.featureNoTimer"),
    t("trial.featureCode"),
  ];
  return (
    <>
      <p className="text-slate-700">{t("trial.intro")}</p>
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
        <legend className="font-semibold text-slate-800">{t("trial.transmission")}</legend>
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
              {transmission === "manual" ? t("trial.manual") : t("trial.automatic")}
            </label>
          ))}
        </div>
      </fieldset>
      {refusal ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {refusal}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t("trial.close")}
        </Button>
        <Button onClick={onStart} disabled={busy} data-autofocus>
          {busy ? t("trial.loading") : t("trial.start")}
        </Button>
      </DialogActions>
    </>
  );
}

export function TestStep({
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
  const move = (action: NavigationAction) => dispatch({ kind: "navigate", action });
  useQuestionKeys({ letters, total }, true, move);

  if (!question) return null;
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm font-medium text-slate-700">
        <span aria-live="polite">{t("trial.questionOf", { number: current + 1, total })}</span>
        <span>{t("trial.progress", { percentage: progress })}</span>
      </div>
      <ProgressBar label={t("trial.progressLabel")} value={progress} max={100} />
      <QuestionCard
        question={question}
        chosen={answers[question.id]}
        onChoose={(letter) => move({ kind: "select", letter })}
        headingLevel={3}
        className="mt-4"
      />
      <QuestionStepper current={current} total={total} onMove={move} />
      {complete ? (
        <Button className="mt-3 w-full" onClick={() => dispatch({ kind: "finish" })}>
          {t("trial.seeResults")}
        </Button>
      ) : (
        <p className="mt-3 text-center text-sm text-slate-600">
          {t("trial.answerAll", { left: total - answered })}
        </p>
      )}
    </div>
  );
}
