import type { NotificationView } from "@cc/contracts/notifications";
import { notificationsAfter } from "@cc/domain/coach/notifications";
import type { Locale } from "@cc/i18n/catalogue";
import { AppError } from "../../core/errors";
import type { Translate } from "../../core/translate";
import type { CoachRepo } from "./coach.repo";
import type { CoachService } from "./coach.service";
import type { NotificationRow, NotificationsRepo } from "./notifications.repo";

/** How long "later" hides a notification. */
const SNOOZE_MS = 24 * 3_600_000;

const TEXTS = {
  weak_spot: ["coach.notifications.weakSpotTitle", "coach.notifications.weakSpotMessage"],
  improvement: ["coach.notifications.improvementTitle", "coach.notifications.improvementMessage"],
  milestone: ["coach.notifications.milestoneTitle", "coach.notifications.milestoneMessage"],
  recommendation: [
    "coach.notifications.recommendationTitle",
    "coach.notifications.recommendationMessage",
  ],
  encouragement: [
    "coach.notifications.encouragementTitle",
    "coach.notifications.encouragementMessage",
  ],
} as const;
const CTA = {
  view_insights: "coach.notifications.ctaViewInsights",
  practice_weak_area: "coach.notifications.ctaPracticeWeakArea",
  take_exam: "coach.notifications.ctaTakeExam",
} as const;

const notFound = () => new AppError("NOT_FOUND", { messageKey: "coach.notFound" });

/** Hidden while snoozed; unshown until shown, and again once a snooze has run out. */
function stateOf(row: NotificationRow, now: number) {
  const snoozedUntil = row.snoozedUntil?.getTime();
  const snoozing = snoozedUntil !== undefined && snoozedUntil > now;
  const backFromSnooze =
    snoozedUntil !== undefined && !snoozing && (row.shownAt?.getTime() ?? 0) < snoozedUntil;
  return { snoozing, unshown: !snoozing && (!row.shownAt || backFromSnooze) };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService(deps: {
  repo: NotificationsRepo;
  coach: CoachService;
  coachRepo: CoachRepo;
  now?: () => number;
}) {
  const { repo, coach } = deps;
  const now = deps.now ?? Date.now;

  async function view(rows: NotificationRow[], t: Translate, locale: Locale) {
    const names = await deps.coachRepo.categoryNames();
    const at = now();
    return rows.map((row): NotificationView => {
      const type = row.type as keyof typeof TEXTS;
      const data = row.data;
      const params = {
        category: data.weak_category ? (names.get(data.weak_category)?.[locale] ?? "") : "",
        rate: data.weak_category_rate,
        readiness: data.readiness,
        milestone: data.milestone,
        // The recommendation's plural ("1 pergunta", "25 perguntas").
        count: data.due_reviews,
        score: data.overall_score,
      };
      const { unshown, snoozing } = stateOf(row, at);
      return {
        id: row.id,
        type,
        title: t(TEXTS[type][0], params),
        message: t(TEXTS[type][1], params),
        icon: type,
        priority: row.priority as NotificationView["priority"],
        cta_text: t(CTA[row.ctaAction as keyof typeof CTA]),
        cta_action: row.ctaAction as NotificationView["cta_action"],
        is_shown: !unshown,
        is_clicked: row.clickedAt !== null,
        is_snoozed: snoozing || row.snoozedUntil !== null,
        can_snooze: row.snoozedUntil === null,
        data,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  // Sessions this process has analysed already. The database would refuse duplicates anyway
  // (unique event keys); this only spares the work. Bounded: the oldest entries go first.
  const analysed = new Set<string>();
  const ANALYSED_KEPT = 10_000;

  async function afterSession(userId: string, sessionId: string) {
    const session = await repo.finishedSession(userId, sessionId);
    if (!session) throw new AppError("NOT_FOUND", { messageKey: "sessions.notFound" });
    const { before, after } = await coach.aroundSession(
      userId,
      sessionId,
      session.finishedAt.getTime(),
    );
    const drafts = notificationsAfter({
      id: sessionId,
      percentage: session.percentage,
      before,
      after,
    });
    const rows = await repo.add(userId, drafts);
    analysed.add(sessionId);
    if (analysed.size > ANALYSED_KEPT) analysed.delete(analysed.values().next().value as string);
    return { session, before, after, rows };
  }

  /**
   * The learner's latest finished session, analysed if it was not yet: a client that never calls
   * the post-session analysis still gets its notifications at the next check.
   */
  async function catchUp(userId: string) {
    const latest = await repo.latestFinishedSessionId(userId);
    if (latest && !analysed.has(latest)) await afterSession(userId, latest);
  }

  async function visible(userId: string) {
    const at = now();
    return (await repo.open(userId)).filter((row) => !stateOf(row, at).snoozing);
  }

  async function viewOne(row: NotificationRow, t: Translate, locale: Locale) {
    const [one] = await view([row], t, locale);
    return one as NotificationView;
  }

  return {
    view,
    viewOne,

    /** Makes the notifications of one finished session of the learner (once; 404 otherwise). */
    afterSession,

    list: visible,

    async active(userId: string) {
      await catchUp(userId);
      const at = now();
      const unshown = (await visible(userId)).filter((row) => stateOf(row, at).unshown);
      // Oldest first: the learner meets notifications in the order they were made.
      unshown.reverse();
      const active = unshown.find((row) => row.priority === "high") ?? unshown[0] ?? null;
      return { active, unshownCount: unshown.length };
    },

    async stats(userId: string) {
      const at = now();
      const rows = await repo.all(userId);
      const count = (test: (row: NotificationRow) => boolean) => rows.filter(test).length;
      const unshown = count((r) => r.dismissedAt === null && stateOf(r, at).unshown);
      return {
        total: rows.length,
        unshown,
        shown: count((r) => r.dismissedAt === null) - unshown,
        clicked: count((r) => r.clickedAt !== null),
        snoozed: count((r) => r.snoozedUntil !== null),
        dismissed: count((r) => r.dismissedAt !== null),
      };
    },

    async mark(userId: string, id: string, action: "show" | "click" | "snooze" | "dismiss") {
      const at = new Date(now());
      const row = await repo.find(userId, id);
      if (!row) throw notFound();
      const changes =
        action === "show"
          ? { shownAt: at }
          : action === "click"
            ? { shownAt: row.shownAt ?? at, clickedAt: at }
            : action === "dismiss"
              ? { dismissedAt: at }
              : row.snoozedUntil === null
                ? { shownAt: at, snoozedUntil: new Date(at.getTime() + SNOOZE_MS) }
                : {};
      const updated = Object.keys(changes).length ? await repo.update(userId, id, changes) : row;
      if (!updated) throw notFound();
      return updated;
    },
  };
}
