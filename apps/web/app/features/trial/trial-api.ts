import type { TransmissionType } from "@cc/contracts/questions";
import { trialStartResponseSchema } from "@cc/contracts/sessions";
import type { Locale } from "@cc/i18n/catalogue";
import { api } from "../../lib/api";

// The modal sends both through quiet mutations: it handles every failure on the spot.

export async function startTrial(transmission: TransmissionType, locale: Locale) {
  const body = await api.post("/v1/trial/start", { transmission_type_v1: transmission, locale });
  return trialStartResponseSchema.parse(body).data;
}

/** Records the result on the server (the learner's own score is already on screen). */
export async function submitTrial(
  sessionId: string,
  answers: Record<string, string>,
  timeMs: Record<string, number>,
) {
  await api.post("/v1/trial/submit", { session_id: sessionId, answers, time_ms: timeMs });
}
