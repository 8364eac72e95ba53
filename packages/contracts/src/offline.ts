import { z } from "zod";
import { transmissionTypeSchema } from "./questions";
import { ANSWER_LETTERS } from "./sessions";

/**
 * Offline practice (decision 0040-offline-practice): a study pack downloaded while online, scored
 * on the device, and the practices made with it sent back once the connection returns.
 */

/** Questions in one pack: the learner's due ones first, then a share of every category. */
export const OFFLINE_PACK_SIZE = 150;
/** Questions in one offline practice (a quick practice's default). */
export const OFFLINE_PRACTICE_SIZE = 10;

export const offlinePackQuery = z.object({
  transmission_type: transmissionTypeSchema,
});

/** A pack question: options under their written letters, with its key and explanation. */
export const packQuestionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  category_id: z.string(),
  text: z.string(),
  /** Written letter -> text; the device shows them in an order it draws. */
  options: z.record(z.string(), z.string()),
  correct_answer: z.string(),
  explanation: z.string(),
  reference: z.string(),
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
});

export const offlinePackSchema = z.object({
  data: z.object({
    /** The bank this pack was cut from: a device refreshes its pack when the bank moves on. */
    bank_version: z.string(),
    transmission_type: transmissionTypeSchema,
    locale: z.string(),
    created_at: z.string(),
    questions: z.array(packQuestionSchema),
  }),
});

const isoDate = z.iso.datetime({ offset: true, error: "offline.validation.date" });

/** One answer made offline: the question's version, the order it was shown in, the letter. */
const offlineAnswerSchema = z.object({
  question_id: z.string().min(1).max(40),
  version: z.number().int().min(0).max(1_000_000),
  /** Written letters in shown order ("CABD": shown A is written C). */
  order: z
    .string()
    .regex(/^[A-D]{2,4}$/, "offline.validation.order")
    .refine((order) => new Set(order).size === order.length, "offline.validation.order"),
  /** The shown letter chosen; null when left blank. */
  answer: z.enum(ANSWER_LETTERS, { error: "sessions.validation.letter" }).nullable(),
  answered_at: isoDate,
  time_ms: z.number().int().min(0).optional(),
});

/** POST /api/v1/practice/offline-sessions: one practice made offline. */
export const offlineSessionSchema = z.object({
  /** The id the device gave this practice: sending it again records nothing new. */
  client_id: z.uuid({ error: "offline.validation.clientId" }),
  transmission_type: transmissionTypeSchema,
  started_at: isoDate,
  finished_at: isoDate,
  answers: z
    .array(offlineAnswerSchema)
    .min(1, "offline.validation.answers")
    .max(40, "offline.validation.answers"),
});
export type OfflineSession = z.infer<typeof offlineSessionSchema>;
