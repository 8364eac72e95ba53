import type { Database } from "@cc/db/database";
import {
  type SavedAnswers,
  type SessionResult,
  type StoredAnswer,
  type StoredSessionQuestion,
  sessions,
} from "@cc/db/schema/sessions";
import type { SessionQuestion } from "@cc/domain/scoring";
import { and, eq, sql } from "drizzle-orm";
import { answerSetJson, answerSetRow, answerSetValues, type RecordedAnswer } from "./answer-set";
import { createOfflineRepo } from "./offline.repo";
import { preparedStatement } from "./prepared";
import { createRecordsRepo } from "./records.repo";
import { createVersionsRepo } from "./versions.repo";

export type { VersionContent } from "./versions.repo";

type SessionRow = typeof sessions.$inferSelect;

/** A session as the service works on it: its row, with its questions as the domain has them. */
export type Session = Omit<SessionRow, "items"> & { questions: SessionQuestion[] };

const stored = (question: SessionQuestion): StoredSessionQuestion => ({
  q: question.questionId,
  v: question.version,
  o: question.order,
});

const sessionOf = ({ items, ...row }: SessionRow): Session => ({
  ...row,
  questions: items.map((item) => ({ questionId: item.q, version: item.v, order: item.o })),
});

export interface Finish {
  sessionId: string;
  status: "completed" | "exited";
  finishedAt: Date;
  /** The answers that counted, by question id. */
  answers: ReadonlyMap<string, StoredAnswer>;
  result: SessionResult;
  recorded: RecordedAnswer[];
  /** Who is finishing: a trial started anonymously becomes theirs. */
  userId: string | null;
  markTrialCompleted: boolean;
}

const p = sql.placeholder;
const answersJson = (answers: ReadonlyMap<string, StoredAnswer>) =>
  JSON.stringify(Object.fromEntries(answers));

/* Every start runs this insert: prepared once, like the other hot statements (status, answers
 * and result keep their defaults). */
const insertStatement = (db: Database) =>
  preparedStatement(
    db,
    "sessions_insert",
    sql`
      insert into sessions (id, user_id, type, transmission, locale, seed, category_id,
                            settings, items, started_at, deadline_at)
      values (${p("id")}::uuid, ${p("userId")}::uuid, ${p("type")}, ${p("transmission")},
              ${p("locale")}, ${p("seed")}::int, ${p("categoryId")}, ${p("settings")}::jsonb,
              ${p("items")}::jsonb, ${p("startedAt")}::timestamptz,
              ${p("deadlineAt")}::timestamptz)`,
  );

/*
 * Ends a session in one statement (so one transaction): the result, the answers that count, the
 * session's answer set and the learner's row (their coach version raised, and for a trial their
 * flag), all only if the session was still running. A second submit, or a racing one, finds it
 * finished and changes nothing. The answer set comes as one JSON object of its columns
 * (answer-set.ts): one row, however many questions (decision 0014).
 *
 * The answer set carries the coach version this raise gave: the users row stays locked until the
 * commit, so a learner's versions follow commit order and the coach folds the sets above its
 * watermark when next read (review-state.ts). Locks in the learner's order: the session's row,
 * then the users row (the reset and account deletion take them the same way).
 */
const finishStatement = (db: Database) =>
  preparedStatement<{ user_id: string | null }>(
    db,
    "sessions_finish",
    sql`
      with finished as (
        update sessions
           set status = ${p("status")},
               finished_at = ${p("finishedAt")}::timestamptz,
               answers = ${p("answers")}::jsonb,
               result = ${p("result")}::jsonb,
               user_id = coalesce(user_id, ${p("userId")}::uuid)
         where id = ${p("sessionId")}::uuid and status = 'in_progress'
        returning user_id
      ),
      learner as (
        update users
           set coach_version = coach_version + 1,
               has_completed_trial = has_completed_trial or ${p("markTrialCompleted")}::boolean
         where id = (select user_id from finished)
        returning coach_version
      ),
      answer_set as (
        insert into answer_sets (session_id, user_id, finished_at, question_ids, versions,
                                 category_ids, correct, chosen, time_ms, answered_at,
                                 coach_version)
        select ${p("sessionId")}::uuid, finished.user_id, ${p("finishedAt")}::timestamptz,
               ${answerSetValues}, learner.coach_version
          from finished, learner, ${answerSetRow(p("recorded"))}
         where cardinality(r."questionIds") > 0
      )
      select user_id from finished`,
  );

/**
 * Database access of exams, practice and the trial: the session rows here, a learner's records
 * and the bank's versions in their own files.
 */
export function createSessionsRepo(db: Database) {
  const findSession = db
    .select()
    .from(sessions)
    .where(eq(sessions.id, p("id")))
    .prepare("sessions_find");

  const saveAnswers = db
    .update(sessions)
    .set({ answers: sql`${sessions.answers} || ${p("patch")}::jsonb` })
    .where(and(eq(sessions.id, p("id")), eq(sessions.status, "in_progress")))
    .returning({ answers: sessions.answers })
    .prepare("sessions_save_answers");
  const finish = finishStatement(db);
  const insertSession = insertStatement(db);

  return {
    ...createVersionsRepo(db),
    ...createRecordsRepo(db),
    ...createOfflineRepo(db),

    /** Stores a new, running session (status, answers and result keep their defaults). */
    async insertSession(session: Session): Promise<void> {
      await insertSession({
        id: session.id,
        userId: session.userId,
        type: session.type,
        transmission: session.transmission,
        locale: session.locale,
        seed: session.seed,
        categoryId: session.categoryId,
        settings: JSON.stringify(session.settings),
        items: JSON.stringify(session.questions.map(stored)),
        startedAt: session.startedAt.toISOString(),
        deadlineAt: session.deadlineAt?.toISOString() ?? null,
      });
    },

    async findSession(id: string): Promise<Session | undefined> {
      const [row] = await findSession.execute({ id });
      return row && sessionOf(row);
    },

    /**
     * Merges answers into a running session: answers all its answers now, or undefined when it
     * is no longer running.
     */
    async saveAnswers(
      id: string,
      patch: ReadonlyMap<string, StoredAnswer>,
    ): Promise<SavedAnswers | undefined> {
      const [saved] = await saveAnswers.execute({ id, patch: answersJson(patch) });
      return saved?.answers;
    },

    /** Ends a running session (see `finish` above); false when it had already ended. */
    async finish(ending: Finish): Promise<boolean> {
      const { rows } = await finish({
        sessionId: ending.sessionId,
        status: ending.status,
        finishedAt: ending.finishedAt.toISOString(),
        answers: answersJson(ending.answers),
        result: JSON.stringify(ending.result),
        userId: ending.userId,
        markTrialCompleted: ending.markTrialCompleted,
        recorded: answerSetJson(ending.recorded),
      });
      return rows.length > 0;
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
