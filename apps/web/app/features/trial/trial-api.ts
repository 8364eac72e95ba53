import type { TransmissionType } from "@cc/contracts/questions";
import { trialStartResponseSchema } from "@cc/contracts/sessions";
import type { Locale } from "@cc/i18n/catalogue";
import { api } from "../../lib/api";

// Everything the trial asks is handled on the spot, without toasts or redirects: a failed fetch is
// only logged (spec section 8), and the result was already shown from the browser's own scoring.
const SILENT = [0, 400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503, 504];

export async function startTrial(transmission: TransmissionType, locale: Locale) {
  const body = await api.post(
    "/v1/trial/start",
    { transmission_type_v1: transmission, locale },
    { quietStatuses: SILENT },
  );
  return trialStartResponseSchema.parse(body).data;
}

/** Records the result on the server (the learner's own score is already on screen). */
export async function submitTrial(
  sessionId: string,
  answers: Record<string, string>,
  timeMs: Record<string, number>,
) {
  await api.post(
    "/v1/trial/submit",
    { session_id: sessionId, answers, time_ms: timeMs },
    { quietStatuses: SILENT },
  );
}
