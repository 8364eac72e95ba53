import type { Database } from "@cc/db/database";
import { errorReports } from "@cc/db/schema/platform";

export function createErrorReportsRepo(db: Database) {
  return {
    async insert(report: {
      level: string;
      message: string;
      requestId: string;
      payload: unknown;
    }): Promise<void> {
      await db.insert(errorReports).values(report);
    },
  };
}
export type ErrorReportsRepo = ReturnType<typeof createErrorReportsRepo>;
