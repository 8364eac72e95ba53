import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { DialogActions } from "../../components/ui/dialog";
import { useSession } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatPercent } from "../../lib/format";
import { scoreTrial, type TrialQuestion } from "./trial-model";

/** The trial's last step: the score, the mistakes with their explanations, and what comes next. */
export function ResultsStep({
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
          {formatPercent(score.percentage)}
        </span>
        <span className="mt-1 block font-semibold">
          {score.passed ? t("trial.passed") : t("trial.failed", { count: score.maxMistakes })}
        </span>
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <ScoreTile label={t("trial.correct")} testId="trial-correct">
          {score.correct}
        </ScoreTile>
        <ScoreTile label={t("trial.mistakes")} testId="trial-mistakes">
          {score.mistakes}
        </ScoreTile>
        <ScoreTile label={t("trial.maxMistakes")}>{score.maxMistakes}</ScoreTile>
      </dl>
      {missed.length > 0 ? (
        <details className="mt-4 rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold">
            {t("trial.seeMistakes", { count: missed.length })}
          </summary>
          <ol className="mt-2 space-y-3">
            {missed.map((q) => (
              <li key={q.id} className="text-sm">
                <p className="font-medium">{q.text}</p>
                <p className="mt-1 text-red-800">
                  {t("trial.yourAnswer", { answer: q.options[answers[q.id] ?? ""] ?? "" })}
                </p>
                <p className="text-green-800">
                  {t("trial.rightAnswer", { answer: q.options[q.correct_answer] ?? "" })}
                </p>
                <p className="mt-1 text-slate-700">{q.explanation}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <p className="mt-4 text-slate-700">{t("trial.pitch")}</p>
      <DialogActions>
        <Button variant="secondary" onClick={onRetake}>
          {t("trial.retake")}
        </Button>
        <ButtonLink to={user ? "/practice" : "/signup"} data-autofocus>
          {t("trial.getStarted")}
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
