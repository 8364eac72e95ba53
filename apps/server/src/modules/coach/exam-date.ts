import type { Database } from "@cc/db/database";
import { users } from "@cc/db/schema/accounts";
import { coachInputsChanged } from "@cc/db/schema/coach";
import { DAY_MS } from "@cc/domain/coach/memory";
import { eq } from "drizzle-orm";
import { fieldError } from "../../core/errors";
import { dayKey } from "./review-state";

/** How far ahead an exam date may be: a plan for further out would say nothing useful. */
const MAX_DAYS_AHEAD = 365;

/** The day's start (UTC) as the study plan counts it, or undefined. */
export const examDayStart = (examDate: string | null) =>
  examDate === null ? undefined : Date.parse(`${examDate}T00:00:00Z`);

/** The learner's exam day, kept on the account. */
export function createExamDates(db: Database, now: () => number) {
  return {
    async of(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ examDate: users.examDate })
        .from(users)
        .where(eq(users.id, userId));
      return row?.examDate ?? null;
    },

    /** Sets (a day after today, at most a year away) or clears (null) the learner's exam day. */
    async set(userId: string, examDate: string | null): Promise<string | null> {
      if (examDate !== null) {
        const day = Date.parse(`${examDate}T00:00:00Z`);
        const today = dayKey(now());
        const valid =
          !Number.isNaN(day) &&
          dayKey(day) === examDate &&
          examDate > today &&
          day - Date.parse(`${today}T00:00:00Z`) <= MAX_DAYS_AHEAD * DAY_MS;
        if (!valid) throw fieldError("exam_date", "validation.examDateRange");
      }
      await db.transaction(async (tx) => {
        await tx.update(users).set({ examDate }).where(eq(users.id, userId));
        await tx.execute(coachInputsChanged(userId));
      });
      return examDate;
    },
  };
}
export type ExamDates = ReturnType<typeof createExamDates>;
