import { OFFLINE_PRACTICE_SIZE, type OfflineSession } from "@cc/contracts/offline";
import type { TransmissionType } from "@cc/contracts/questions";
import { MODES } from "@cc/domain/modes";
import { type Random, shuffle } from "@cc/domain/random";
import { displayedLetter, type Score, score } from "@cc/domain/scoring";
import type { PracticePack } from "./offline-store";

type PackQuestion = PracticePack["questions"][number];

/** One question of an offline practice: the pack's question and the order its options show in. */
export interface OfflineItem {
  question: PackQuestion;
  /** Written letters in shown order, as a session freezes them ("CABD"). */
  order: string;
}

export interface OfflinePractice {
  clientId: string;
  /** The pack's questions it was drawn from ("practise again" draws from them). */
  pool: PackQuestion[];
  transmission: TransmissionType;
  startedAt: string;
  items: OfflineItem[];
}

/** Draws a practice from the pack: `count` questions at random, each with shuffled options. */
export function drawPractice(
  pack: Pick<PracticePack, "transmission_type" | "questions">,
  random: Random,
  clientId: string,
  now: Date,
  count = OFFLINE_PRACTICE_SIZE,
): OfflinePractice {
  const items = shuffle(pack.questions, random)
    .slice(0, count)
    .map((question) => ({
      question,
      order: shuffle(Object.keys(question.options), random).join(""),
    }));
  return {
    clientId,
    pool: pack.questions,
    transmission: pack.transmission_type,
    startedAt: now.toISOString(),
    items,
  };
}

/** A shown option: its letter and text, in the frozen order. */
export const shownOptions = (item: OfflineItem) =>
  [...item.order].map((written) => ({
    letter: displayedLetter(item, written),
    text: item.question.options[written] ?? "",
  }));

/** The practice marked on the device, with the quick practice's rules (the server's own). */
export function markPractice(
  practice: OfflinePractice,
  answers: ReadonlyMap<string, string>,
): Score {
  return score(
    practice.items.map((item) => ({
      questionId: item.question.id,
      order: item.order,
      correctWritten: item.question.correct_answer,
    })),
    answers,
    MODES.quickPractice,
  );
}

/** The body the server records the practice from (POST /api/v1/practice/offline-sessions). */
export function outboxEntry(
  practice: OfflinePractice,
  answers: ReadonlyMap<string, { letter: string; at: string; ms: number }>,
  finishedAt: Date,
): OfflineSession {
  return {
    client_id: practice.clientId,
    transmission_type: practice.transmission,
    started_at: practice.startedAt,
    finished_at: finishedAt.toISOString(),
    answers: practice.items.map((item) => {
      const answer = answers.get(item.question.id);
      return {
        question_id: item.question.id,
        version: item.question.version,
        order: item.order,
        answer: (answer?.letter as "A" | "B" | "C" | "D" | undefined) ?? null,
        answered_at: answer?.at ?? finishedAt.toISOString(),
        ...(answer ? { time_ms: answer.ms } : {}),
      };
    }),
  };
}
