import type { TransmissionType } from "@cc/contracts/questions";
import type { Random } from "@cc/domain/random";
import { AppError } from "../../core/errors";
import type { QuestionCache } from "./question-cache";
import type { Session, SessionsRepo } from "./sessions.repo";

/** What every use case of sessions works with. */
export interface SessionsContext {
  repo: SessionsRepo;
  /** The question bank in process memory (question-cache.ts). */
  cache: QuestionCache;
  now: () => Date;
  /**
   * The coach's weak-area practice for a learner (their due reviews and weakest categories):
   * question ids, most valuable first, or null when the learner has no answers yet.
   */
  weakAreaPicks: (
    userId: string,
    transmission: TransmissionType,
    count: number,
    random: Random,
  ) => Promise<readonly string[] | null>;
  /**
   * Brings the coach's stored review state up to the learner's latest answer sets (a submit
   * leaves them for the next reader to fold).
   */
  catchUpCoach: (userId: string) => Promise<void>;
  /** Where each session's seed comes from (a test fixes it to reproduce a draw). */
  seed: () => number;
}

export const notFound = () => new AppError("NOT_FOUND", { messageKey: "sessions.notFound" });

export const invalid = (field: string, key: string, params?: Record<string, unknown>) =>
  new AppError("VALIDATION_FAILED", { messageKey: key, fieldErrors: { [field]: [key] }, params });

/**
 * Whether this caller owns the session. An anonymous trial belongs to whoever holds its id (a
 * random UUID), so its submit may pass `anonymousTrial`.
 */
export const isOwner = (
  session: Pick<Session, "userId" | "type">,
  userId: string | null,
  anonymousTrial: boolean,
) =>
  session.userId === null ? anonymousTrial && session.type === "trial" : session.userId === userId;

/** The session from the database, if this caller owns it (see `isOwner`); else 404. */
export async function owned(
  { repo }: SessionsContext,
  sessionId: string,
  userId: string | null,
  anonymousTrial = false,
): Promise<Session> {
  const session = await repo.findSession(sessionId);
  if (!session || !isOwner(session, userId, anonymousTrial)) throw notFound();
  return session;
}
