import type { SessionItem } from "@cc/db/schema/learning";
import type { SessionRow } from "./sessions.repo";

/** What ending a session reads of it (never writing to its items). */
export type RunningSession = Pick<
  SessionRow,
  "id" | "userId" | "type" | "status" | "answers" | "startedAt" | "deadlineAt"
> & { items: readonly SessionItem[] };

/** A running session as this process last wrote it, and the row version that write made. */
interface KeptSession {
  session: RunningSession;
  /** PostgreSQL's `xmin` of the row this copy matches: any later write changes it. */
  version: string;
}

/**
 * How many running sessions a process keeps. A full exam's copy takes about 600 bytes, so this
 * is at most about 24 MB of the server's heap (decision 0016). The oldest go first.
 */
const RUNNING_SESSIONS_KEPT = 40_000;

interface Compact {
  userId: string | null;
  type: string;
  items: readonly SessionItem[];
  answers: RunningSession["answers"];
  startedAt: number;
  deadlineAt: number | null;
  version: string;
}

const NO_ANSWERS: RunningSession["answers"] = Object.freeze({});

/**
 * The running sessions this process started or last saved answers to, so that ending one need
 * not read it back from the database (decision 0016). A copy is a hint, never the truth: the
 * finish it feeds applies only while the row is still at the copy's version, and otherwise the
 * database decides, as it would without the copy.
 */
export function createRunningSessions(capacity = RUNNING_SESSIONS_KEPT) {
  // Insertion order is age: the first key is the oldest copy.
  const kept = new Map<string, Compact>();
  // Copies share their items: a bank of hundreds of questions, each shown in a few orders, has a
  // few thousand distinct items, against thirty objects per copy. Bounded by the bank.
  const items = new Map<string, SessionItem>();
  const shared = (item: SessionItem): SessionItem => {
    // Version digits, then order letters, then the id: no two items give one key.
    const key = `${item.v} ${item.o} ${item.q}`;
    let one = items.get(key);
    if (!one) {
      one = { q: item.q, v: item.v, o: item.o };
      items.set(key, one);
    }
    return one;
  };

  return {
    keep({ session, version }: KeptSession): void {
      kept.delete(session.id);
      if (session.status !== "in_progress") return;
      // A flat copy of the id: randomUUID() builds its string from about thirty pieces, and a key
      // would hold on to all of them (about 500 bytes, against 56).
      kept.set(session.id.normalize(), {
        userId: session.userId,
        type: session.type,
        items: session.items.map(shared),
        answers: Object.keys(session.answers).length ? session.answers : NO_ANSWERS,
        startedAt: session.startedAt.getTime(),
        deadlineAt: session.deadlineAt?.getTime() ?? null,
        version,
      });
      if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
    },

    /** The copy, taken out: a session ends once, and if this attempt fails the database decides. */
    take(id: string): KeptSession | undefined {
      const copy = kept.get(id);
      if (!copy) return undefined;
      kept.delete(id);
      return {
        session: {
          id,
          userId: copy.userId,
          type: copy.type,
          status: "in_progress",
          items: copy.items,
          answers: copy.answers,
          startedAt: new Date(copy.startedAt),
          deadlineAt: copy.deadlineAt === null ? null : new Date(copy.deadlineAt),
        },
        version: copy.version,
      };
    },

    get size(): number {
      return kept.size;
    },
  };
}
