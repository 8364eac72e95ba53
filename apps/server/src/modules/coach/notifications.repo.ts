import type { Database } from "@cc/db/database";
import { notifications } from "@cc/db/schema/coach";
import { sessions } from "@cc/db/schema/sessions";
import type { NotificationDraft } from "@cc/domain/coach/notifications";
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

/** Notifications, always within one learner's rows: every query is bounded by user id. */
export function createNotificationsRepo(db: Database) {
  return {
    /** Stores the drafts; one an event already has is left as it is (never sent twice). */
    async add(userId: string, drafts: readonly NotificationDraft[]): Promise<NotificationRow[]> {
      if (drafts.length === 0) return [];
      await db
        .insert(notifications)
        .values(drafts.map((draft) => ({ ...draft, userId })))
        .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] });
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(
              notifications.eventKey,
              drafts.map((d) => d.eventKey),
            ),
          ),
        )
        .orderBy(desc(notifications.createdAt));
    },

    /** The learner's notifications not dismissed, newest first. */
    async open(userId: string, limit = 100): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.dismissedAt)))
        .orderBy(desc(notifications.createdAt))
        .limit(limit);
    },

    async all(userId: string): Promise<NotificationRow[]> {
      return db.select().from(notifications).where(eq(notifications.userId, userId));
    },

    /** Sets some state columns of one of the learner's notifications; undefined if not theirs. */
    async update(
      userId: string,
      id: string,
      changes: Partial<
        Pick<NotificationRow, "shownAt" | "clickedAt" | "snoozedUntil" | "dismissedAt">
      >,
    ): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set(changes)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },

    async find(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row;
    },

    /** The id of the learner's most recently finished session, if any. */
    async latestFinishedSessionId(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNotNull(sessions.finishedAt)))
        .orderBy(desc(sessions.finishedAt))
        .limit(1);
      return row?.id;
    },

    /** One of the learner's finished sessions (undefined if not theirs or not finished). */
    async finishedSession(userId: string, sessionId: string) {
      const [row] = await db
        .select({
          id: sessions.id,
          finishedAt: sessions.finishedAt,
          result: sessions.result,
        })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
      return row?.finishedAt && row.result
        ? { id: row.id, finishedAt: row.finishedAt, percentage: row.result.percentage }
        : undefined;
    },
  };
}
