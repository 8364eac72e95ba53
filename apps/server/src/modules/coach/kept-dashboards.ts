import type { CoachDashboard, StatisticsRange } from "@cc/contracts/coach";
import type { Database } from "@cc/db/database";
import { coachDashboards } from "@cc/db/schema/coach";
import type { Locale } from "@cc/i18n/catalogue";
import { sql } from "drizzle-orm";
import { preparedStatement } from "../sessions/prepared";
import { ms } from "./coach.repo";
import { dayKey } from "./review-state";

/**
 * How long a kept dashboard is served while nothing the learner did changed it. Within an hour
 * forgetting moves readiness by far less than its own range (decision "coach-reads"); the bound
 * is what makes readiness fall for a learner who stopped studying.
 */
export const KEPT_FOR_MS = 60 * 60_000;

const p = sql.placeholder;

/* The learner's coach version and their kept dashboard in this language and range, if any: two
 * primary-key lookups in one round trip. */
const keptStatement = (db: Database) =>
  preparedStatement<{
    version: number;
    transmission: string | null;
    basis: string | null;
    computed_at: number | null;
    body: CoachDashboard | null;
  }>(
    db,
    "coach_kept_dashboard",
    sql`
      select u.coach_version as version,
             (select transmission from sessions where user_id = u.id
               order by started_at desc limit 1) as transmission,
             d.basis, ${ms("d.computed_at")} as computed_at, d.body
        from users u
        left join coach_dashboards d
          on d.user_id = u.id and d.locale = ${p("locale")} and d.range = ${p("range")}
       where u.id = ${p("userId")}::uuid`,
  );

/** Whether a dashboard computed at `computedAt` may be served at `at`: within the bound, and
 * the same UTC day (the day's goal, the streak and the exam countdown change at midnight). */
export const stillFresh = (computedAt: number, at: number) =>
  at - computedAt < KEPT_FOR_MS && dayKey(computedAt) === dayKey(at);

interface DashboardKey {
  userId: string;
  locale: Locale;
  range: StatisticsRange;
}

/** Computed dashboards, kept per learner, language and range (table coach_dashboards). */
export function createKeptDashboards(db: Database) {
  const kept = keptStatement(db);
  return {
    /**
     * The learner's coach inputs (their version, and the transmission of their latest session,
     * which picks the coach's pool) and the kept dashboard, with its basis and time.
     */
    async read(key: DashboardKey) {
      const { rows } = await kept({ ...key });
      const row = rows[0];
      return {
        inputs: `${row?.version ?? 0}/${row?.transmission ?? "-"}`,
        kept:
          row?.body && row.basis !== null && row.computed_at !== null
            ? { basis: row.basis, computedAt: row.computed_at, body: row.body }
            : undefined,
      };
    },

    /**
     * Keeps a dashboard. Two processes computing the same one at once both write: the newer
     * stays, and either is right for its basis.
     */
    async keep(key: DashboardKey, basis: string, computedAt: number, body: CoachDashboard) {
      await db
        .insert(coachDashboards)
        .values({ ...key, basis, computedAt: new Date(computedAt), body })
        .onConflictDoUpdate({
          target: [coachDashboards.userId, coachDashboards.locale, coachDashboards.range],
          set: {
            basis: sql.raw("excluded.basis"),
            computedAt: sql.raw("excluded.computed_at"),
            body: sql.raw("excluded.body"),
          },
          setWhere: sql`${coachDashboards.computedAt} <= excluded.computed_at`,
        });
    },
  };
}
