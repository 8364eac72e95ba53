import { sessionsEndpoints as endpoints } from "@cc/contracts/endpoints/sessions";
import type { TransmissionType } from "@cc/contracts/questions";
import type { Locale } from "@cc/i18n/catalogue";
import { api } from "../../lib/api";
import { asAnswerLetters } from "../../lib/question-navigation";

// The modal sends both through quiet mutations: it handles every failure on the spot.

export async function startTrial(transmission: TransmissionType, locale: Locale) {
  const body = { transmission_type_v1: transmission, locale };
  return (await api.call(endpoints.trialStart, { body })).data;
}

/** Records the result on the server (the learner's own score is already on screen). */
export async function submitTrial(
  sessionId: string,
  answers: Record<string, string>,
  timeMs: Record<string, number>,
) {
  await api.call(endpoints.trialSubmit, {
    body: { session_id: sessionId, answers: asAnswerLetters(answers), time_ms: timeMs },
  });
}
