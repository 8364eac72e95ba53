import type { Score } from "@cc/domain/scoring";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { LetteredOption, QuestionImage } from "../../../components/ui/question";
import {
  markPractice,
  type OfflinePractice,
  outboxEntry,
  shownOptions,
} from "./offline-practice-model";
import { offlineStore } from "./offline-store";
import { flushOutbox } from "./offline-sync";

type Answer = { letter: string; at: string; ms: number };

/**
 * A practice from the pack, marked on this device: one question at a time, then the result and a
 * review. The finished practice goes to the outbox, and is sent at once if there is a connection.
 */
export function OfflinePracticeRunner({
  learner,
  practice,
  onDone,
  onAgain,
}: {
  learner: string;
  practice: OfflinePractice;
  onDone: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Map<string, Answer>>(new Map());
  const [result, setResult] = useState<Score | null>(null);
  const shownAt = useRef(Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const item = practice.items[index];

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new question and the result
  useEffect(() => {
    shownAt.current = Date.now();
    heading.current?.focus();
  }, [index, result]);

  const choose = (letter: string) => {
    if (!item) return;
    const at = new Date();
    setAnswers((current) =>
      new Map(current).set(item.question.id, {
        letter,
        at: at.toISOString(),
        ms: at.getTime() - shownAt.current,
      }),
    );
  };

  const finish = async () => {
    const letters = new Map([...answers].map(([id, answer]) => [id, answer.letter]));
    setResult(markPractice(practice, letters));
    await offlineStore.enqueue(learner, outboxEntry(practice, answers, new Date()));
    if (navigator.onLine) void flushOutbox(learner).catch(() => {});
  };

  if (result) {
    return (
      <section aria-labelledby="offline-result" className="space-y-4">
        <h2 id="offline-result" ref={heading} tabIndex={-1} className="text-xl font-bold">
          {t("offline.session.result", {
            correct: result.correct,
            total: result.total,
            percentage: result.percentage,
          })}
        </h2>
        <p className="text-slate-700">{t("offline.session.kept")}</p>
        <ol className="space-y-4" aria-label={t("offline.session.title")}>
          {practice.items.map((reviewed, n) => {
            const scored = result.items[n];
            return (
              <li key={reviewed.question.id} className="rounded-xl border border-slate-200 p-4">
                <p className="font-semibold">{reviewed.question.text}</p>
                <p className="mt-2 text-sm">
                  {scored?.chosen
                    ? t("offline.session.yourAnswer", { letter: scored.chosen })
                    : t("offline.session.blank")}
                  {" · "}
                  {t("offline.session.correctAnswer", { letter: scored?.correct })}
                </p>
                <p className="mt-2 text-sm text-slate-700">{reviewed.question.explanation}</p>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onAgain}>{t("offline.session.again")}</Button>
          <Button variant="secondary" onClick={onDone}>
            {t("offline.session.back")}
          </Button>
        </div>
      </section>
    );
  }

  if (!item) return null;
  const chosen = answers.get(item.question.id)?.letter;
  const last = index === practice.items.length - 1;
  return (
    <section aria-labelledby="offline-question" className="space-y-4">
      <p className="text-sm text-slate-700">
        {t("offline.session.title")} ·{" "}
        {t("offline.session.progress", { number: index + 1, total: practice.items.length })}
      </p>
      <h2 id="offline-question" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {item.question.text}
      </h2>
      {item.question.image_url ? (
        <QuestionImage src={item.question.image_url} alt={item.question.image_alt} />
      ) : null}
      <div className="space-y-2">
        {shownOptions(item).map((option) => (
          <LetteredOption
            key={option.letter}
            letter={option.letter}
            text={option.text}
            mark={chosen === option.letter ? "chosen" : "none"}
            onChoose={() => choose(option.letter)}
          />
        ))}
      </div>
      <Button onClick={last ? finish : () => setIndex(index + 1)}>
        {last ? t("offline.session.finish") : t("offline.session.next")}
      </Button>
    </section>
  );
}
